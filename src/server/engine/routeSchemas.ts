import { z } from 'zod';

// Schemas the CRUD routes share, for validation and for the OpenAPI description.

export const idParams = z.object({ id: z.string().max(100) });

/** docs/api.md#error-shape: the one error shape. */
const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const errorAnswers = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};
