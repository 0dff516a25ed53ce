// What the rest of the server takes from tlsExports/ (docs/architecture.md#import-rules).
export { waitingForExportSql } from './waitingForExportSql';
