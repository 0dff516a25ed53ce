// What other features' screens take from the registers' (docs/architecture.md#import-rules).
export { irNumberColumn, irStatusColumn } from './irColumns';
