import { createHash, randomBytes } from 'node:crypto';

// docs/sessions.md#tokens-and-cookies: a short-lived access token (signed and read by
// caller.ts), a long-lived refresh token that rotates.
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
// docs/sessions.md#refresh: how long a just-rotated refresh token may answer again (two tabs).
export const REUSE_GRACE_SECONDS = 10;

/** A random single-use token (refresh, e-mail confirmation, password reset) and its stored hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
