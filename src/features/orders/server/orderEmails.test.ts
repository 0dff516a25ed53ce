import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_SETTINGS } from '../../../shared/dateSettings';
import { expectedDatesEmail, quoteReadyEmail, stageChangedEmail } from './orderEmails';

const facts = {
  studioName: 'Kudu Taxidermy',
  clientFirstName: 'Anna',
  orderNumber: 42,
  orderUrl: 'https://portal.example/orders/5f0c',
  language: 'en' as const,
};
const french = { ...facts, language: 'fr' as const };
// Intl spaces French figures with no-break spaces; read here as plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('order e-mails', () => {
  it('tells the client the quote is ready, with total, deposit and the link', () => {
    const email = quoteReadyEmail({
      ...facts,
      totalMinor: 1_234_550,
      depositMinor: 617_275,
      currency: 'USD',
      note: '',
    });
    expect(email.subject).toBe('Your quote Q-000042 is ready');
    expect(email.text).toContain('Dear Anna,');
    expect(email.text).toContain('the total is $12,345.50.');
    expect(email.text).toContain('A deposit of $6,172.75 is due on acceptance.');
    expect(email.text).toContain('https://portal.example/orders/5f0c');
    expect(email.text).toContain('Kind regards,\nKudu Taxidermy');
    expect(email.text).not.toContain('note from the studio');
  });

  it("carries the liaison's note with the quote", () => {
    const email = quoteReadyEmail({
      ...facts,
      totalMinor: 5000,
      depositMinor: 0,
      currency: 'USD',
      note: ' The kudu cape needs a repair. ',
    });
    expect(email.text).toContain(
      'the total is $50.00.\n\nA note from the studio:\nThe kudu cape needs a repair.\n\nReview it',
    );
  });

  it('leaves the deposit out when none is asked', () => {
    const email = quoteReadyEmail({
      ...facts,
      totalMinor: 5000,
      depositMinor: 0,
      currency: 'JPY',
      note: '',
    });
    expect(email.text).toContain('the total is ¥5,000.');
    expect(email.text).not.toContain('deposit');
  });

  it('names the stage the order moved to, with the studio note', () => {
    const email = stageChangedEmail({ ...facts, status: 'readyForExport', note: ' Crated. ' });
    expect(email.subject).toBe('Your order Q-000042 moved to Ready for export');
    expect(email.text).toContain('is now: Ready for export.');
    expect(email.text).toContain('A note from the studio:\nCrated.');
  });

  it('greets a client without a first name politely and is plain text', () => {
    const email = stageChangedEmail({
      ...facts,
      clientFirstName: ' ',
      status: 'shipped',
      note: '',
    });
    expect(email.text.startsWith('Dear client,')).toBe(true);
    expect(email.text).not.toMatch(/<[a-z]/i);
    expect(email.text).not.toContain('note from the studio');
  });

  it("is written in the client's language, money in its format (docs/languages.md#e-mails)", () => {
    const quote = quoteReadyEmail({
      ...french,
      totalMinor: 1_234_550,
      depositMinor: 617_275,
      currency: 'ZAR',
      note: '',
    });
    expect(quote.subject).toBe('Votre devis Q-000042 est prêt');
    expect(quote.text).toContain('Bonjour Anna,');
    expect(plain(quote.text)).toContain('le total est de 12 345,50 ZAR.');
    expect(plain(quote.text)).toContain("Un acompte de 6 172,75 ZAR est dû à l'acceptation.");
    expect(quote.text).toContain('Cordialement,\nKudu Taxidermy');

    const moved = stageChangedEmail({ ...french, status: 'readyForExport', note: 'Caisse prête.' });
    expect(moved.subject).toBe("Votre commande Q-000042 est passée à l'étape : Prête à l’export");
    expect(moved.text).toContain("Une note de l'atelier :\nCaisse prête.");
    const nameless = stageChangedEmail({
      ...french,
      clientFirstName: '',
      status: 'shipped',
      note: '',
    });
    expect(nameless.text.startsWith('Chère cliente, cher client,')).toBe(true);
  });

  it('tells the client each expected day, first set, moved or cleared, with the reason', () => {
    const email = expectedDatesEmail({
      ...facts,
      changes: [
        { field: 'expectedReadyOn', from: '2027-03-01', to: '2027-05-03' },
        { field: 'expectedShippingOn', from: '2027-04-12', to: null },
      ],
      reason: ' The tannery is late. ',
      dates: DEFAULT_DATE_SETTINGS,
    });
    expect(email.subject).toBe('New expected dates for your order Q-000042');
    expect(email.text).toContain(
      '- Ready (your trophies leave production): 3 May 2027 (was 1 March 2027)',
    );
    expect(email.text).toContain(
      '- Shipping (the crate leaves for the freight agent): no date for now (was 12 April 2027)',
    );
    expect(email.text).toContain('Why, from the studio:\nThe tannery is late.');
    expect(email.text).toContain('https://portal.example/orders/5f0c');
  });

  it('leaves the reason out when a first day is set without one', () => {
    const email = expectedDatesEmail({
      ...french,
      changes: [{ field: 'expectedReadyOn', from: null, to: '2027-03-01' }],
      reason: '',
      dates: DEFAULT_DATE_SETTINGS,
    });
    expect(email.text).toContain(
      '- Fin de production (vos trophées quittent l’atelier) : 1 mars 2027',
    );
    expect(email.text).not.toContain('Pourquoi');
  });

  it("writes the days as the studio's locale does", () => {
    const email = expectedDatesEmail({
      ...facts,
      changes: [{ field: 'expectedReadyOn', from: null, to: '2027-03-01' }],
      reason: '',
      dates: { locales: { en: 'en-US', fr: 'fr-CA' }, timeZone: 'America/New_York' },
    });
    expect(email.text).toContain('- Ready (your trophies leave production): March 1, 2027');
  });
});
