import { API_PREFIX } from '../../../shared/apiPaths';

/** docs/files.md "Downloads": the file itself (inline for images and PDFs) and an image's thumbnail. */
export const fileUrl = (fileId: string) => `${API_PREFIX}/files/${fileId}`;
export const thumbnailUrl = (fileId: string) => `${API_PREFIX}/files/${fileId}/thumbnail`;
