/** docs/crates-and-shipments.md#crates: a crate's number as people read it, C-000123. */
export const formatCrateNumber = (number: number) => `C-${String(number).padStart(6, '0')}`;
