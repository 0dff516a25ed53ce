import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText } from '../../engine/fields';
import { validationMessage } from '../../engine/validationMessage';
import { validationText } from './validationText';

describe('validation messages (docs/languages.md#validation-messages)', () => {
  it('a message without arguments is its key, said in either language', () => {
    expect(validationMessage('cityRequired')).toBe('portal.validation.cityRequired');
    expect(validationText('en', validationMessage('cityRequired'))).toBe('City is required');
    expect(validationText('fr', validationMessage('cityRequired'))).toBe(
      'La ville est obligatoire',
    );
  });

  it("a message with arguments has them put into the language's text", () => {
    const tooLong = z.string().max(3, validationMessage('atMostCharacters', { max: 3 }));
    const message = tooLong.safeParse('four').error?.issues[0]?.message ?? '';
    expect(validationText('en', message)).toBe('Use at most 3 characters');
    expect(validationText('fr', message)).toBe('Utilisez au plus 3 caractères');
  });

  it("a schema's message is said in English, and zod's own message stays as it is", () => {
    const name = requiredText('nameRequired');
    expect(validationText('en', name.safeParse('').error?.issues[0]?.message ?? '')).toBe(
      'Name is required',
    );
    expect(validationText('en', 'Invalid input')).toBe('Invalid input');
  });
});
