import { z } from 'zod';
import { PAYMENT_METHODS } from './paymentMethods';

// docs/payments.md#history: what an order's history row keeps of a payment, so the row reads as
// "Payment received: R 1 208,00 (EFT)" in each reader's language.

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const historyPaymentSchema = z.object({
  amountMinor: z.number().int(),
  currency: z.string(),
  method: paymentMethodSchema,
});

export type HistoryPayment = z.infer<typeof historyPaymentSchema>;
