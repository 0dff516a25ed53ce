import { afterEach, describe, expect, it } from 'vitest';
import { pageI18nProvider } from '../../i18n/pageI18nProvider';
import { ApiError } from './apiError';

afterEach(() => pageI18nProvider.changeLocale('en'));

// docs/languages.md#messages: a failure the server did not word is said in the user's language.
describe("a failed call's message", () => {
  it("is the request layer's own in English, and the server's when it gave one", () => {
    expect(new ApiError('FETCH_ERROR', null).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(new ApiError(502, null).message).toBe('Request failed with status 502');
    expect(new ApiError(409, { message: 'Changed meanwhile' }).message).toBe('Changed meanwhile');
  });

  it('is in French for a French user', async () => {
    await pageI18nProvider.changeLocale('fr');
    expect(new ApiError('TIMEOUT_ERROR', null).message).toBe(
      'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    );
    expect(new ApiError(502, null).message).toBe('La requête a échoué (statut 502)');
  });
});
