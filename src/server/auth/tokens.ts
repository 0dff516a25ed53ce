import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

// docs/sessions.md#tokens-and-cookies: a short-lived access token, a long-lived refresh token that rotates.
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
// docs/sessions.md#refresh: how long a just-rotated refresh token may answer again (two tabs).
export const REUSE_GRACE_SECONDS = 10;

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** The session family, so a revoked session stops its access token at once. */
  fam: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): AccessClaims | null;
}

/** @example const tokens = accessTokens(secret); tokens.verify(tokens.sign({ sub, fam })); */
export function accessTokens(secret: string): AccessTokens {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_SECONDS * 1000,
  });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims) => signer(claims),
    verify: (token) => {
      try {
        const claims = verifier(token) as Partial<AccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.fam === 'string'
          ? { sub: claims.sub, fam: claims.fam }
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** A random single-use token (refresh, e-mail confirmation, password reset) and its stored hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
