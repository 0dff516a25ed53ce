// What the rest of the server takes from crates/: the dashboards count the crates waiting through
// the crates list's own condition (docs/dashboards.md#crates-waiting).
export { crateWaitingSql, crateOfLinkedClientSql } from './crateWaitingSql';
