// What other features' screens take from the documents' (docs/architecture.md#import-rules).
export { DocumentFiles } from './DocumentFiles';
export { useDocumentUploads } from './useDocumentUploads';
