import { z } from 'zod';
import { isAddressRange } from './http/addressRanges';

// docs/settings.md#trusted-proxies: X-Forwarded-* is believed only from the proxies' own addresses.
// `true` would believe every hop, so a client could name the address the per-address limits count
// by writing its own first; a hop count cannot tell a proxy from a client that reaches the portal
// directly, and Fastify ignores one (it trusts nothing then). Both are refused, not guessed at.

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => PROXY_NAMES.has(entry) || isAddressRange(entry);

/** `TRUST_PROXY`: off (false), or the proxies' addresses and ranges as Fastify's trustProxy takes them. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    const text = (value ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
    const entries = text.split(',').map((entry) => entry.trim());
    if (!entries.every(isProxyAddress)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be false or the addresses of the proxies in front of the portal, comma-separated ' +
          '(e.g. 10.0.0.2, 10.1.0.0/16, loopback); true or a number of hops would trust an ' +
          'X-Forwarded-For a client writes',
      });
      return z.NEVER;
    }
    return entries;
  });
