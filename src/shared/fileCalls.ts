import { z } from 'zod';

// docs/files.md: the one file service documents, IR photos and signatures share.

/** What an upload may be, told by its bytes; HEIC/HEIF is stored as JPEG. */
export const FILE_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

export const fileContentTypeSchema = z.enum(FILE_CONTENT_TYPES);

/** The answer of `POST /api/files`: the stored file as the portal knows it. */
export const fileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: fileContentTypeSchema,
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type StoredFile = z.infer<typeof fileSchema>;
