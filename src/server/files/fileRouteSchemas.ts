import { z } from 'zod';
import { errorBody } from '../http/routeSchemas';

// The file routes' OpenAPI parts beyond routeSchema's: the upload's own refusals, a file's id.

export const fileRefusals = { 413: errorBody, 415: errorBody };

export const fileIdParams = z.object({ id: z.uuid('errors.files.notAFileId') });

export const FILE_TAG = 'Files';
