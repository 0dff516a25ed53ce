import { z } from 'zod';
import type { RolePolicy, RowScope } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { isoDateSchema, multilineText, optionalText, recordBase } from '../../engine/fields';
import { choicesOf } from '../../engine/fieldInput';
import { validationMessage } from '../../engine/validationMessage';
import type { Role } from '../../shared/roles';
import { orders } from '../orders/definition';
import { paymentMethodSchema } from './historyPayment';
import { PAYMENT_METHOD_LABELS } from './paymentMethods';

// docs/payments.md: money the studio received on an order, or gave back (a refund, negative), as
// staff record it; never changed or deleted: a mistake is corrected by a refund.

/** docs/payments.md#limits: far above any order's total, and a sum of many stays exact. */
export const MAX_PAYMENT_MINOR = 10_000_000_000_000;

const paymentFields = z.object({
  orderId: z.uuid(validationMessage('chooseARecord')),
  amountMinor: z
    .number(validationMessage('enterTheAmount'))
    .int(validationMessage('useWholeMinorUnits'))
    .min(-MAX_PAYMENT_MINOR, validationMessage('useASmallerAmount'))
    .max(MAX_PAYMENT_MINOR, validationMessage('useASmallerAmount'))
    .refine((amount) => amount !== 0, validationMessage('enterTheAmount')),
  paidOn: isoDateSchema,
  method: paymentMethodSchema,
  reference: optionalText(120),
  /** Why money went back: required on a refund (docs/payments.md#recording). */
  reason: multilineText(500),
});

/** `POST /api/payments`: the currency is the order's, the recorder the server's. */
export const paymentBodySchema = paymentFields.refine(
  (payment) => payment.amountMinor > 0 || payment.reason !== '',
  { path: ['reason'], message: validationMessage('sayWhyRefunded') },
);

export const paymentSchema = paymentFields.extend({
  ...recordBase,
  currency: z.string(),
  recordedById: z.uuid(),
  recordedByName: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
});

export type PaymentBody = z.input<typeof paymentBodySchema>;
export type Payment = z.infer<typeof paymentSchema>;

// docs/payments.md#who-sees-what: the client side reads the payments of the orders it reads, as
// the orders' own policy admits them; staff record them.
const onOrdersOf = (role: Role): RowScope<keyof Payment> => ({
  via: 'orderId',
  resource: 'orders',
  scope: orders.access[role]?.rows ?? 'all',
});
const reader = (role: Role): RolePolicy<keyof Payment> => ({
  actions: ['list', 'read'],
  rows: onOrdersOf(role),
});
const recorder: RolePolicy<keyof Payment> = { actions: ['list', 'read', 'create'] };

export const payments = defineResource({
  name: 'payments',
  route: 'payments',
  referenceOnly: true,
  title: 'reference',
  record: paymentSchema,
  create: paymentBodySchema,
  update: z.object({}),
  inputs: {
    orderId: { kind: 'reference', resource: 'orders' },
    amountMinor: { kind: 'money', currencyFrom: 'currency' },
    paidOn: { kind: 'date' },
    method: { kind: 'select', choices: choicesOf(PAYMENT_METHOD_LABELS) },
    reference: { kind: 'text' },
    reason: { kind: 'text', multiline: true },
  },
  list: {
    columns: ['paidOn', 'amountMinor', 'method', 'reference', 'recordedByName'],
    sortable: ['paidOn', 'recordedAt'],
    defaultSort: { field: 'recordedAt', order: 'ASC' },
    search: [],
    filters: ['orderId'],
  },
  access: {
    admin: recorder,
    customerLiaison: recorder,
    huntingOutfitter: reader('huntingOutfitter'),
    professionalHunter: reader('professionalHunter'),
    client: reader('client'),
  },
});
