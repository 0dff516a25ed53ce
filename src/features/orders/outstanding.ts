import { z } from 'zod';

// docs/dashboards.md#outstanding-money: what the client owes and since when, the dashboards'
// ageing and the orders list's filters of the same names.

/** A deposit of an Accepted order, or a balance asked for by an invoice or by Ready for export. */
export const OUTSTANDING_KINDS = ['deposit', 'balance'] as const;

/** Age bands in whole UTC days since the money was asked for, both ends included. */
export const OUTSTANDING_AGES = {
  '0-30': { from: 0, to: 30 },
  '31-60': { from: 31, to: 60 },
  '61-90': { from: 61, to: 90 },
  over90: { from: 91, to: null },
} as const;

export type OutstandingKind = (typeof OUTSTANDING_KINDS)[number];
export type OutstandingAge = keyof typeof OUTSTANDING_AGES;

export const outstandingKindSchema = z.enum(OUTSTANDING_KINDS);
export const outstandingAgeSchema = z.enum(
  Object.keys(OUTSTANDING_AGES) as [OutstandingAge, ...OutstandingAge[]],
);
