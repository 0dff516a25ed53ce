import { fileTypeFromBuffer } from 'file-type';
import { FILE_CONTENT_TYPES } from '../../shared/fileCalls';
import { HttpError } from '../http/httpError';

/** What the bytes are and what the portal stores them as (HEIC/HEIF becomes JPEG). */
export interface SniffedType {
  sniffed: string;
  storedAs: (typeof FILE_CONTENT_TYPES)[number];
  image: boolean;
}

const HEIF_TYPES = new Set(['image/heic', 'image/heif']);

/** HEIC/HEIF, which sharp's prebuilt libvips cannot read (HEVC is patent-encumbered): decodeHeic.ts reads it. */
export const isHeif = (mime: string): boolean => HEIF_TYPES.has(mime);

/** How many leading bytes the sniff reads (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/**
 * docs/files.md "Types": the type told by the first bytes, never by the name; anything else is 415.
 * @example const type = await sniffType(firstBytes);
 */
export async function sniffType(head: Uint8Array): Promise<SniffedType> {
  const mime = (await fileTypeFromBuffer(head))?.mime;
  const allowed = FILE_CONTENT_TYPES.find((type) => type === mime);
  if (allowed) return { sniffed: allowed, storedAs: allowed, image: allowed !== 'application/pdf' };
  if (mime && isHeif(mime)) return { sniffed: mime, storedAs: 'image/jpeg', image: true };
  throw new HttpError(415, 'errors.files.kindNotAccepted', { file: 'errors.files.acceptedKinds' });
}
