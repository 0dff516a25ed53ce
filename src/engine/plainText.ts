import type { z } from 'zod';
import { validationMessage } from './validationMessage';

// docs/api.md#text: what a person's text may hold. Bidi embeddings, overrides and isolates make a
// text read otherwise than it is (`photo\u202Egpj.exe` shows as `photoexe.jpg`); a line break in a
// one-line field lands in places that take one line (an e-mail's sentence, a list's cell).

/** Bidi embeddings, overrides and isolates: refused in every text. */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** Line breaks and the other control characters (C0, DEL, C1, line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- the control characters are the point
export const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * A one-line text: no line break, control or direction character.
 * @example oneLine(z.string().trim().max(100))
 */
export const oneLine = (text: z.ZodString) =>
  text.refine(
    (value) => !LINE_BREAKS_AND_CONTROLS.test(value) && !DIRECTION_CONTROLS.test(value),
    validationMessage('useOneLine'),
  );

/**
 * A text of several lines: line breaks are fine, direction characters are not.
 * @example severalLines(z.string().trim().max(2000))
 */
export const severalLines = (text: z.ZodString) =>
  text.refine((value) => !DIRECTION_CONTROLS.test(value), validationMessage('noDirectionControls'));
