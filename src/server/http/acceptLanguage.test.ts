import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './acceptLanguage';

describe('Accept-Language picks the first language the portal speaks (docs/languages.md#errors)', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE, en;q=0.4, fr;q=0.8', 'fr'],
    ['FR-ca', 'fr'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['de, es;q=0.5', undefined],
    ['*', 'en'],
    ['fr-CH;q=0.9, de;q=1', 'fr'],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
