import { http, HttpResponse } from 'msw';
import type { Payment } from '../../src/features/payments/definition';
import type { StudioSettings } from '../../src/features/studio-settings/definition';
import { aStudio, studioSettingsHandler } from './studioMocks';

/** GET /api/payments for one order's payments (or none), and the studio's settings. */
export function paymentHandlers(payments: Payment[] = [], studio: StudioSettings = aStudio()) {
  return [
    http.get('/api/payments', () =>
      HttpResponse.json(payments, {
        headers: {
          'Content-Range': `payments 0-${Math.max(payments.length - 1, 0)}/${payments.length}`,
        },
      }),
    ),
    studioSettingsHandler(studio),
  ];
}

/**
 * docs/payments.md#on-the-order: what every order screen asks of the payments, answered as
 * "nothing paid yet" (setupApiMocks's defaults); a test about payments answers them its own way.
 */
export const quietPaymentHandlers = paymentHandlers();
