import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import { acceptedLanguage } from './acceptLanguage';

/**
 * docs/languages.md#errors: the language the server answers a request in: the signed-in user's,
 * else the browser's `Accept-Language` (the console sends the language it shows), else English.
 * @example errorText(requestLanguage(request), 'errors.status.notFound')
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  request.user?.language ??
  acceptedLanguage(request.headers['accept-language']) ??
  DEFAULT_LANGUAGE;
