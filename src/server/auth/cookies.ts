import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, apiPaths } from '../../shared/apiPaths';
import { servedOverHttps } from '../plugins/everyCall';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens';

export const ACCESS_COOKIE = 'tp_access';
export const REFRESH_COOKIE = 'tp_refresh';
// The refresh token travels only to the refresh and logout calls, never to every API request.
const REFRESH_COOKIE_PATH = apiPaths.auth.refresh.replace(/\/refresh$/, '');

function baseOptions(request: FastifyRequest) {
  // Secure whenever the portal is served over https; a plain-http install on a LAN still works.
  return { httpOnly: true, sameSite: 'lax' as const, secure: servedOverHttps(request) };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
): void {
  const options = baseOptions(request);
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...options,
    path: API_PREFIX,
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...options,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  reply.clearCookie(ACCESS_COOKIE, { ...options, path: API_PREFIX });
  reply.clearCookie(REFRESH_COOKIE, { ...options, path: REFRESH_COOKIE_PATH });
}
