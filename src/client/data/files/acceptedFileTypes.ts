/** docs/files.md#types: what the file service accepts, for a file input's `accept`; the server decides by the bytes anyway. */
export const ACCEPTED_FILE_TYPES =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';
