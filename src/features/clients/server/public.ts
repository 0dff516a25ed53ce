// What the rest of the server takes from clients/ (docs/architecture.md#import-rules).
export { clientLanguageSql } from './clientLanguage';
