import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdfText';
import { DEFAULT_DATE_SETTINGS } from '../../../shared/dateSettings';
import { orderTotals } from '../../../shared/orderTotals';
import { quotePdf, type QuotePdfInput } from './quotePdf';

// Intl puts no-break spaces between code and amount (and French thousands); compare with plain spaces.
const textOf = async (input: QuotePdfInput) =>
  pdfText(await quotePdf(input))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

const lines = [
  {
    speciesName: 'Kudu',
    trophyTypeName: 'Shoulder mount',
    quantity: 1,
    unitPriceMinor: 1_850_000,
    tagNumbers: ['ZA0001', 'ZA0002'],
    instruction: 'Left-facing, ears up',
  },
  {
    speciesName: 'Impala',
    trophyTypeName: 'European mount',
    quantity: 2,
    unitPriceMinor: 275_050,
    tagNumbers: ['ZA0003'],
    instruction: '',
  },
];
const rates = { discountBp: 500, vatRateBp: 1500, depositBp: 5000 };

const quote = (overrides: Partial<QuotePdfInput> = {}): QuotePdfInput => ({
  studio: {
    name: 'Kudu Taxidermy Studio',
    address: '12 Main Road\nPretoria 0002',
    vatNumber: '4123456789',
    bankName: 'First Bank',
    bankAccountName: 'Kudu Taxidermy',
    bankAccountNumber: '62123456789',
    bankBranchCode: '250655',
    bankSwift: 'FIRNZAJJ',
    paymentTerms: 'Deposit on acceptance, balance before export.',
    paymentTermsFr: "Acompte à l'acceptation, solde avant l'export.",
    dates: DEFAULT_DATE_SETTINGS,
    logo: null,
  },
  number: 42,
  date: new Date('2026-11-21T10:00:00Z'),
  clientName: 'Anna Botha',
  outfitterName: 'Karoo Safaris',
  currency: 'ZAR',
  lines,
  totals: orderTotals({ lines, ...rates }),
  ...rates,
  landedCosts: [],
  language: 'en',
  ...overrides,
});

describe('quotePdf', () => {
  it('produces a PDF document', async () => {
    const bytes = await quotePdf(quote());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('shows studio, client, lines, totals formatted for the currency, and terms', async () => {
    const text = await textOf(quote());
    // 18 500.00 + 2 x 2 750.50 = 24 001.00; 5 % off = 1 200.05; VAT 15 % of 22 800.95 = 3 420.14.
    for (const expected of [
      'Kudu Taxidermy Studio',
      'Quote Q-000042',
      'Client: Anna Botha',
      'Outfitter: Karoo Safaris',
      'Kudu, Shoulder mount',
      'Left-facing, ears up',
      'ZA0001, ZA0002',
      'ZAR 18,500.00',
      'ZAR 5,501.00',
      'ZAR 24,001.00',
      'Discount (5%)',
      '-ZAR 1,200.05',
      'VAT (15%)',
      'ZAR 3,420.14',
      'ZAR 26,221.09',
      'Deposit due on acceptance (50%)',
      'ZAR 13,110.55',
      'Date: 21 November 2026',
      'Production starts once the quote is accepted and the deposit is paid.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the studio's letterhead, bank details and the reference to quote (docs/quote-pdf.md#letterhead)", async () => {
    const text = await textOf(quote());
    for (const expected of [
      '12 Main Road',
      'Pretoria 0002',
      'VAT number: 4123456789',
      'How to pay',
      'Bank: First Bank',
      'Account name: Kudu Taxidermy',
      'Account number: 62123456789',
      'Branch code: 250655',
      'SWIFT: FIRNZAJJ',
      'Quote this reference with your payment: Q-000042',
      'Deposit on acceptance, balance before export.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out the bank details the studio has not filled in, never the reference', async () => {
    const text = await textOf(
      quote({ studio: { ...quote().studio, bankSwift: '', vatNumber: '' } }),
    );
    expect(text).not.toContain('SWIFT');
    expect(text).not.toContain('VAT number');
    expect(text).toContain('Quote this reference with your payment: Q-000042');
  });

  it('draws the logo when the studio has one', async () => {
    const png = await sharp({
      create: { width: 4, height: 2, channels: 3, background: '#8B5A2B' },
    })
      .png()
      .toBuffer();
    const logo = { sha256: 'a'.repeat(64), bytes: new Uint8Array(png) };
    const withLogo = await quotePdf(
      quote({ studio: { ...quote().studio, logo }, compress: false }),
    );
    const without = await quotePdf(quote({ compress: false }));
    expect(withLogo.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(without.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('reads the same when compressed, as it is served', async () => {
    const text = await textOf(quote({ compress: true }));
    expect(text).toContain('Quote Q-000042');
    expect(text).toContain('ZAR 26,221.09');
  });

  it('marks price-on-request lines and uses the currency symbol the locale knows', async () => {
    const withRequest = [...lines, { ...lines[1]!, speciesName: 'Sable', unitPriceMinor: null }];
    const text = await textOf(
      quote({
        currency: 'EUR',
        lines: withRequest,
        totals: orderTotals({ lines: withRequest, ...rates }),
      }),
    );
    expect(text).toContain('On request');
    expect(text).toContain('€24,001.00');
    expect(text).toContain('priced by the studio before the quote is final');
  });

  it('keeps non-Latin names as text, in an embedded font (docs/quote-pdf.md#font)', async () => {
    const text = await textOf(
      quote({
        clientName: 'Zoë Ødegård Łukasz Дмитрий',
        outfitterName: 'Ξένια Σαφάρι',
        lines: [{ ...lines[0]!, speciesName: 'Сайгак' }],
      }),
    );
    expect(text).toContain('Client: Zoë Ødegård Łukasz Дмитрий');
    expect(text).toContain('Outfitter: Ξένια Σαφάρι');
    expect(text).toContain('Сайгак, Shoulder mount');
  });

  it("is in the French reader's language: labels, terms, date and money (docs/languages.md#the-quote-pdf)", async () => {
    const text = await textOf(quote({ language: 'fr' }));
    for (const expected of [
      'Devis Q-000042',
      'Date : 21 novembre 2026',
      'Client : Anna Botha',
      'Pourvoyeur : Karoo Safaris',
      'Prix unitaire',
      '18 500,00 ZAR',
      'Remise (5 %)',
      '-1 200,05 ZAR',
      'TVA (15 %)',
      'Total',
      '26 221,09 ZAR',
      "Acompte dû à l'acceptation (50 %)",
      'Conditions',
      'Ce devis est valable 60 jours à compter de sa date.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Quote Q-000042');
  });

  it("prints the studio's payment terms in the reader's language, the English ones where no French is written (docs/payments.md#studio-settings)", async () => {
    const french = await textOf(quote({ language: 'fr' }));
    expect(french).toContain("Acompte à l'acceptation, solde avant l'export.");
    expect(french).not.toContain('Deposit on acceptance');
    expect(await textOf(quote())).not.toContain("Acompte à l'acceptation");
    const untranslated = quote({
      language: 'fr',
      studio: { ...quote().studio, paymentTermsFr: '' },
    });
    expect(await textOf(untranslated)).toContain('Deposit on acceptance, balance before export.');
  });
  describe('landed costs (docs/money.md#landed-costs)', () => {
    const landedCosts = [
      { kind: 'crating', amountMinor: 150_000, estimate: true },
      { kind: 'freight', amountMinor: 800_000, estimate: true },
      { kind: 'insurance', amountMinor: 50_000, estimate: false },
    ] as const;
    const withCosts = (language: 'en' | 'fr') =>
      quote({
        landedCosts: [...landedCosts],
        totals: orderTotals({ lines, ...rates, landedCosts }),
        language,
      });

    it('prints each cost, marked when an estimate, in the total, and the estimated part', async () => {
      const text = await textOf(withCosts('en'));
      // 22 800.95 after the discount + 10 000.00 of costs; VAT 15 % of 32 800.95 = 4 920.14.
      for (const expected of [
        'Crating (estimate)',
        'ZAR 1,500.00',
        'Freight (estimate)',
        'ZAR 8,000.00',
        'Insurance',
        'ZAR 500.00',
        'ZAR 4,920.14',
        'ZAR 37,721.09',
        'Of which estimated (before VAT)',
        'ZAR 9,500.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Insurance (estimate)');
    });

    it('in French', async () => {
      const text = await textOf(withCosts('fr'));
      for (const expected of [
        'Caisse (estimation)',
        'Fret (estimation)',
        'Assurance',
        'Dont estimé (hors TVA)',
        '9 500,00 ZAR',
        '37 721,09 ZAR',
      ]) {
        expect(text).toContain(expected);
      }
    });
  });
});
