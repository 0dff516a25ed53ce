import { validationMessage, type ValidationKey } from './validationMessage';
import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE, MAX_PRICE_MINOR } from './fieldLimits';
import { oneLine, severalLines } from './plainText';

// Field schemas the definitions share, so a name or an image validates the same way everywhere.

export const idSchema = z.uuid(validationMessage('chooseARecord'));

/**
 * A file from `POST /api/files` that the record holds (docs/files.md#for-resources-that-hold-files):
 * the server binding's `files` names the field, and the engine lets the record take only its
 * writer's uploads and releases the file when the record lets go of it.
 * @example fileId: fileIdSchema, signatureFileId: fileIdSchema.nullable().default(null)
 */
export const fileIdSchema = z.uuid(validationMessage('uploadTheFileFirst'));

/** Up to `max` files the record holds (an IR line's photos), none by default; see fileIdSchema. */
export const fileIdsSchema = (max: number) => z.array(fileIdSchema).max(max).default([]);

/** What every engine record carries: its id and the version a stale edit is refused by (409). */
export const versionSchema = z
  .number({ error: validationMessage('versionRequired') })
  .int()
  .min(1);

export const recordBase = {
  id: z.uuid(),
  version: versionSchema,
};

/**
 * A create body that may carry the id the browser chose (docs/api.md#client-ids): the engine answers
 * the same id again as the same request, so an offline write retried makes no duplicate.
 * @example create: withClientId(farmBody)
 */
export const withClientId = <S extends z.ZodObject>(body: S) =>
  body.extend({ id: z.uuid().optional() });

/**
 * A child row's id (an IR's line, a pricelist's item): read with the record and sent back by the
 * editor, it keeps the row across the edit; a row without one is new (docs/api.md#child-rows).
 * @example z.object({ id: childRowIdSchema, speciesId: idSchema })
 */
export const childRowIdSchema = z.uuid().optional();

/** The update body: the create body plus the version the editor loaded. */
export const withVersion = <S extends z.ZodObject>(body: S) =>
  body.extend({ version: versionSchema });

/** A one-line text that must not be empty; `required` names the message that says so. */
export const requiredText = (required: ValidationKey, max = 200) =>
  oneLine(
    z
      .string({ error: validationMessage(required) })
      .trim()
      .min(1, validationMessage(required))
      .max(max, validationMessage('atMostCharacters', { max })),
  );

/** A one-line text that may be empty (a name, a number, a region). */
export const optionalText = (max = 200) =>
  oneLine(z.string().trim().max(max, validationMessage('atMostCharacters', { max }))).default('');

/** A text of several lines that may be empty (notes, an instruction, a description). */
export const multilineText = (max = 2000) =>
  severalLines(z.string().trim().max(max, validationMessage('atMostCharacters', { max }))).default(
    '',
  );

// An image is a web address or an inline data URL small enough for one JSON body (1 MB limit).
export const imageSchema = z
  .string()
  .max(700_000, validationMessage('imageTooLarge'))
  .regex(
    /^(https?:\/\/|data:image\/(png|jpeg|webp|gif);base64,)/,
    validationMessage('imageFileOrAddress'),
  )
  .nullable()
  .default(null);

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, validationMessage('chooseACountryCode'));

/** ISO date (YYYY-MM-DD) within the date picker's range (docs/settings.md#date-range). */
export const isoDateSchema = z.iso
  .date(validationMessage('useADate'))
  .refine(
    (value) => value >= EARLIEST_DATE && value <= LATEST_DATE,
    validationMessage('useADateInRange'),
  );

/** A price in whole minor units (docs/money.md#minor-units), or null: "price on request". */
export const priceMinorSchema = z
  .number(validationMessage('enterAPriceOrLeaveOnRequest'))
  .int(validationMessage('useWholeMinorUnits'))
  .min(0, validationMessage('useZeroOrMore'))
  .max(MAX_PRICE_MINOR, validationMessage('useASmallerPrice'))
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
