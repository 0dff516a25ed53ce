import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../shared/i18n/messageKeys';
import { messageFor } from '../../shared/i18n/messageFor';
import { serverMessages } from './serverMessages';
import { translatorFor } from './translator';

const english = flattenMessages(serverMessages.en);
const french = flattenMessages(serverMessages.fr);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// The screens' test (src/client/i18n/messages.test.ts) checks their messages; this one the server's
// (its answers and errors, e-mails, PDF) and the shared ones the server reads (docs/languages.md#messages).
describe("the server's translations (docs/languages.md#messages)", () => {
  it('every English message has a French one, and French has no message English lacks', () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const onlyInFrench = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, onlyInFrench }).toEqual({ missingInFrench: [], onlyInFrench: [] });
  });

  it('no message is empty in either language', () => {
    const empty = [...english, ...french].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('a French message has the same %{...} places as its English twin', () => {
    const differing = [...english]
      .filter(
        ([key, text]) => placeholders(text).join() !== placeholders(french.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('translates in the language asked, shared texts included', () => {
    expect(translatorFor('en')('pdf.columns.amount')).toBe('Amount');
    expect(translatorFor('fr')('pdf.columns.amount')).toBe('Montant');
    expect(translatorFor('en')('errors.auth.wrongCredentials')).toBe('Wrong e-mail or password');
    expect(translatorFor('fr')('errors.auth.wrongCredentials')).toBe(
      'E-mail ou mot de passe incorrect',
    );
    expect(translatorFor('fr')('portal.workflow.orderStatuses.inProduction')).toBe('En production');
    expect(messageFor('fr', 'portal.quote.figures.vat', { rate: '15 %' })).toBe('TVA (15 %)');
    expect(messageFor('en', 'portal.quote.figures.vat', { rate: '15%' })).toBe('VAT (15%)');
  });
});
