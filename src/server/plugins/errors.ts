import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '../../shared/languages';
import { isDatabaseUnavailable, loggableError } from '../db/databaseFailures';
import { errorText, isErrorKey, type ErrorKey, type ErrorText } from '../http/errorText';
import { HttpError, type ApiErrorBody } from '../http/httpError';
import { requestLanguage } from '../http/requestLanguage';
import { reportServerError } from '../serverSentry';
import { validationText } from '../../shared/i18n/validationText';

const STATUS_MESSAGES: Record<number, ErrorKey> = {
  400: 'errors.status.badRequest',
  401: 'errors.status.signIn',
  403: 'errors.status.forbidden',
  404: 'errors.status.notFound',
  408: 'errors.status.timeout',
  409: 'errors.status.conflict',
  413: 'errors.status.tooLarge',
  415: 'errors.status.jsonOnly',
  429: 'errors.status.tooManyRequests',
  431: 'errors.status.headersTooLarge',
  500: 'errors.status.serverFault',
  503: 'errors.status.databaseUnavailable',
};

// A database that timed out or went away usually answers again within seconds (a failover, a restart).
const RETRY_AFTER_SECONDS = '5';

/**
 * Turns every failure into the one error shape `{ message, errors }` (docs/api.md#error-shape),
 * worded in the caller's language (docs/languages.md#errors); only a real fault answers 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      const fields =
        error.errors &&
        Object.fromEntries(
          Object.entries(error.errors).map(([field, text]) => [field, errorText(language, text)]),
        );
      return reply.code(error.statusCode).send(body(language, error.text, fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= fieldText(language, issue.message);
      }
      return reply.code(400).send(body(language, 'errors.request.fieldsNotValid', errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large, a wrong content type) are worded by their status.
      return reply
        .code(status)
        .send(body(language, STATUS_MESSAGES[status] ?? 'errors.status.otherClientError'));
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    reportServerError(error, request.id);
    if (isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(body(language, statusMessage(503)));
    }
    return reply.code(500).send(body(language, statusMessage(500)));
  });
});

// docs/languages.md#validation-messages: a schema's message is a shared validation key, or a server
// schema's error key; zod's own messages stay as they are.
const fieldText = (language: Language, message: string | undefined) => {
  if (!message) return errorText(language, 'errors.request.invalidValue');
  return isErrorKey(message) ? errorText(language, message) : validationText(language, message);
};

function body(
  language: Language,
  message: ErrorText,
  errors?: Record<string, string>,
): ApiErrorBody {
  const said = errorText(language, message);
  return errors ? { message: said, errors } : { message: said };
}

/**
 * The key of a status's message, for answers sent outside the error handler.
 * @example errorText(requestLanguage(request), statusMessage(404)) // 'Not found'
 */
export const statusMessage = (status: number): ErrorKey =>
  STATUS_MESSAGES[status] ?? 'errors.status.other';
