import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE, MAX_PRICE_MINOR } from './fieldLimits';

// Field schemas the definitions share, so a name or an image validates the same way everywhere.

export const idSchema = z.uuid('Choose a record');

/** What every engine record carries: its id and the version a stale edit is refused by (409). */
export const versionSchema = z.number({ error: 'The version you edited is required' }).int().min(1);

export const recordBase = {
  id: z.uuid(),
  version: versionSchema,
};

/** The update body: the create body plus the version the editor loaded. */
export const withVersion = <S extends z.ZodObject>(body: S) =>
  body.extend({ version: versionSchema });

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Use at most ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `Use at most ${max} characters`).default('');

// An image is a web address or an inline data URL small enough for one JSON body (1 MB limit).
export const imageSchema = z
  .string()
  .max(700_000, 'Use an image smaller than 500 kB')
  .regex(
    /^(https?:\/\/|data:image\/(png|jpeg|webp|gif);base64,)/,
    'Use an image file or a web address',
  )
  .nullable()
  .default(null);

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country (two-letter code)');

/** ISO date (YYYY-MM-DD) within the date picker's range (docs/settings.md#date-range). */
export const isoDateSchema = z.iso
  .date('Use a date such as 2026-03-31')
  .refine(
    (value) => value >= EARLIEST_DATE && value <= LATEST_DATE,
    'Use a date from 1900 to 2099',
  );

/** A price in whole minor units (docs/money.md#minor-units), or null: "price on request". */
export const priceMinorSchema = z
  .number('Enter a price or leave it on request')
  .int('Use whole minor units')
  .min(0, 'Use 0 or more')
  .max(MAX_PRICE_MINOR, 'Use a smaller price')
  .nullable();

/**
 * The three schemas of a resource whose body is its editable fields: the record (body plus id and
 * version, without the body's cross-field refinements), the create body and the update body.
 * @example defineResource({ ...crudSchemas(speciesBody), name: 'species', ... })
 */
export const crudSchemas = <S extends z.ZodObject>(body: S) => ({
  record: z.object({ ...body.shape, ...recordBase }) as z.ZodObject<S['shape'] & typeof recordBase>,
  create: body,
  update: withVersion(body),
});
