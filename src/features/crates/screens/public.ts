// What other features' screens take from crates/: a line's crate and waybill under its stepper
// (docs/crates-and-shipments.md#on-the-order).
export { LineCrateCaption } from './LineCrateCaption';
