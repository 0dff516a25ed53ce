// What the rest of the server takes from files/: the storage's interface, the download header, where
// local files lie, and what a record that holds files registers (docs/architecture.md#import-rules).
export { contentDisposition } from './contentDisposition';
export { blobKey, TEMP_PREFIX, type FileStorage } from './fileStorage';
export { filesDirIn } from './openFileStorage';
export { storedFile, storedThumbnail, type StoredFile } from './storedFile';
export type { FileHolder } from './fileHolders';
