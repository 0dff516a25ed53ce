// How a payment was made, and each way's label, without zod: the client's order page words its
// payments without loading any schema (bench/bundle).

export const PAYMENT_METHODS = ['eft', 'card', 'cash', 'other'] as const;

export const PAYMENT_METHOD_LABELS = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, `resources.payments.method.${method}`]),
) as Record<(typeof PAYMENT_METHODS)[number], string>;
