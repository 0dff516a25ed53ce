import { z } from 'zod';
import { isoDateSchema, multilineText, versionSchema } from '../../engine/fields';
import { validationMessage } from '../../engine/validationMessage';

// docs/order-workflow.md#expected-dates: the two days staff promise a hunter, and why they moved.

export const EXPECTED_DATE_FIELDS = ['expectedReadyOn', 'expectedShippingOn'] as const;

export type ExpectedDateField = (typeof EXPECTED_DATE_FIELDS)[number];

export const expectedDatesSchema = z.object({
  /** When the trophies leave production. */
  expectedReadyOn: isoDateSchema.nullable(),
  /** When the crate leaves for the freight agent. */
  expectedShippingOn: isoDateSchema.nullable(),
});

export type ExpectedDates = z.infer<typeof expectedDatesSchema>;

const shippingNotBeforeReady = (dates: ExpectedDates) =>
  !dates.expectedReadyOn ||
  !dates.expectedShippingOn ||
  dates.expectedShippingOn >= dates.expectedReadyOn;

/**
 * `PUT /api/orders/{id}/expected-dates`: both days (null clears one), the reason the client reads,
 * and the version the editor loaded (a stale one answers 409, docs/api.md#versions).
 */
export const orderExpectedDatesBodySchema = expectedDatesSchema
  .extend({ reason: multilineText(2000), version: versionSchema })
  .refine(shippingNotBeforeReady, {
    path: ['expectedShippingOn'],
    message: validationMessage('shipOnOrAfterReady'),
  });

export type OrderExpectedDatesBody = z.infer<typeof orderExpectedDatesBodySchema>;

/** One expected day that moves: from what it was (null: not set) to what it becomes. */
export interface ExpectedDateChange {
  field: ExpectedDateField;
  from: string | null;
  to: string | null;
}

/**
 * The expected days that differ between `before` and `after`, ready first.
 * @example expectedDateChanges(order, body) // [{ field: 'expectedReadyOn', from: null, to: '2027-03-01' }]
 */
export function expectedDateChanges(
  before: ExpectedDates,
  after: ExpectedDates,
): ExpectedDateChange[] {
  return EXPECTED_DATE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    from: before[field],
    to: after[field],
  }));
}

/**
 * A day the client was already told that moves needs the studio's reason; a first one does not.
 * @example reasonRequired(expectedDateChanges(order, body)) // true when a set day changes
 */
export const reasonRequired = (changes: readonly ExpectedDateChange[]) =>
  changes.some((change) => change.from !== null);
