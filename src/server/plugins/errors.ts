import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, loggableError } from '../db/databaseFailures';
import { HttpError, type ApiErrorBody } from '../http/httpError';
import { validationText } from '../../shared/i18n/validationText';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please sign in',
  403: 'You are not allowed to do this',
  404: 'Not found',
  409: 'This record was changed by someone else',
  413: 'The request is too large',
  415: 'Send the request body as JSON',
  429: 'Too many requests, please slow down',
  500: 'Something went wrong on our side; please try again',
  503: 'The portal cannot reach its database just now; please try again in a moment',
};

// A database that timed out or went away usually answers again within seconds (a failover, a restart).
const RETRY_AFTER_SECONDS = '5';

/** Turns every failure into the one error shape `{ message, errors }` (docs/api.md#error-shape); only a real fault answers 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send(body('Some fields are not valid', errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(body(error.message || STATUS_MESSAGES[status] || 'Bad request'));
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(body(statusMessage(503)));
    }
    return reply.code(500).send(body(statusMessage(500)));
  });
});

// docs/languages.md#validation-messages: the schemas' messages are keys; the answer says them in English.
const inEnglish = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, validationText('en', text)]),
  );

function body(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors ? { message, errors: inEnglish(errors) } : { message };
}

export const statusMessage = (status: number) => STATUS_MESSAGES[status] ?? 'Error';
