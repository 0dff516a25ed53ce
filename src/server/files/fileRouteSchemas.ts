import { z } from 'zod';
import { errorAnswers } from '../engine/routeSchemas';

// The file routes' OpenAPI answers: the house's error shape, plus the upload's own refusals.
const errorBody = errorAnswers[400];

export const fileErrorAnswers = { ...errorAnswers, 413: errorBody, 415: errorBody };

export const fileIdParams = z.object({ id: z.uuid('Not a file id') });

/** A download's bytes, for the OpenAPI description (the body is not JSON). */
export const fileBytes = z.string().meta({ format: 'binary' });

export const FILE_TAGS = ['Files'];
