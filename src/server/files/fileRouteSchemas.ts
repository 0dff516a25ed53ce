import { z } from 'zod';
import { errorBody } from '../engine/routeSchemas';

// The file routes' OpenAPI parts beyond routeSchema's: the upload's own refusals, a file's id.

export const fileRefusals = { 413: errorBody, 415: errorBody };

export const fileIdParams = z.object({ id: z.uuid('Not a file id') });

export const FILE_TAG = 'Files';

/** The old name of binaryBody, still imported by the TLS export routes until they use routeSchema. */
export { binaryBody as fileBytes } from '../engine/routeSchemas';
