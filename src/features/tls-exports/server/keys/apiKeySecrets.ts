import { createHash, randomBytes } from 'node:crypto';

// docs/tls-export.md#api-keys: 256 random bits, so a key cannot be guessed, and only its sha256
// is kept: a key is found by the hash's unique index, never compared byte by byte in JavaScript,
// so the lookup leaks no timing about how much of a guess was right.
const KEY_PREFIX = 'tls_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new key, its hash to store and the prefix that tells it apart in the list.
 * @example const { key, keyHash, prefix } = newApiKey();
 */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}
