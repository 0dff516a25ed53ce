// What other features take from shipments/: how a crate's client and a shipment agree on the
// freight agent (docs/crates-and-shipments.md#shipments).
export { sameFreightAgentSql } from './sameFreightAgent';
