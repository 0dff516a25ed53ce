import type { AuthRateLimits } from '../../src/server/auth/rateLimits';

const UNTHROTTLED = { perAddress: 1_000_000, perAccount: 1_000_000, windowMs: 60_000 };

/** Limits no test reaches: API and browser tests sign in as often as they like from one address. */
export const NO_RATE_LIMITS: AuthRateLimits = {
  login: { ...UNTHROTTLED, perAccountAtAddress: 1_000_000, firstDelayMs: 1_000 },
  register: UNTHROTTLED,
  forgotPassword: UNTHROTTLED,
  resendConfirmation: UNTHROTTLED,
  firstAdmin: UNTHROTTLED,
};
