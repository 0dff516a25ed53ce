import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessage } from './validationMessage';
import { multilineText, optionalText, requiredText } from './fields';

// docs/api.md#text: one-line fields refuse line breaks, controls and direction characters; every
// text refuses direction characters.
const errorOf = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('text fields', () => {
  const oneLineFields = [requiredText('nameRequired'), optionalText()];

  it.each([
    'The Studio\r\nyour account is suspended',
    'line\nbreak',
    'tab\tin the middle',
    'escape\u001b[31m',
    'next line\u0085here',
    'line\u2028separator',
    'evil\u202Egpj.jpg',
    'isolate\u2066d\u2069',
  ])('one-line fields refuse %j', (value) => {
    for (const schema of oneLineFields) {
      expect(errorOf(schema, value)).toBe(validationMessage('useOneLine'));
    }
  });

  it('one-line fields keep letters of any script and trim the edges', () => {
    for (const schema of oneLineFields) {
      expect(schema.parse('  Émile Ngcobo-Ça  \n')).toBe('Émile Ngcobo-Ça');
      expect(schema.parse('شركة الصيد')).toBe('شركة الصيد');
    }
  });

  it('a text of several lines keeps its line breaks and tabs but refuses direction characters', () => {
    expect(multilineText().parse('Cape on ice.\r\nSkull:\tcleaned')).toBe(
      'Cape on ice.\r\nSkull:\tcleaned',
    );
    expect(errorOf(multilineText(), 'Skin \u202Eon ice')).toBe(
      validationMessage('noDirectionControls'),
    );
  });
});
