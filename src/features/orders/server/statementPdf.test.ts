import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdfText';
import { statementPdf, type StatementPdfInput } from './statementPdf';
import { DEFAULT_DATE_SETTINGS } from '../../../shared/dateSettings';

// Intl puts no-break spaces between code and amount (and French thousands); compare with plain spaces.
const textOf = async (input: StatementPdfInput) =>
  pdfText(await statementPdf(input))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

const statement = (overrides: Partial<StatementPdfInput> = {}): StatementPdfInput => ({
  studio: {
    name: 'Kudu Taxidermy Studio',
    address: '12 Main Road',
    vatNumber: '4123456789',
    bankName: 'First Bank',
    bankAccountName: '',
    bankAccountNumber: '62123456789',
    bankBranchCode: '',
    bankSwift: '',
    paymentTerms: '',
    paymentTermsFr: '',
    dates: DEFAULT_DATE_SETTINGS,
    logo: null,
  },
  date: '2026-11-29',
  clientName: 'Anna Botha',
  clientAddress: ['1 Oak Street', '0002 Pretoria'],
  orders: [
    {
      orderNumber: 'Q-000042',
      invoiceNumber: 'INV-000007',
      date: new Date('2026-11-02T10:00:00Z'),
      currency: 'ZAR',
      totalMinor: 2_127_500,
      paidMinor: 1_063_750,
      balanceDueMinor: 1_063_750,
    },
    {
      orderNumber: 'Q-000043',
      invoiceNumber: 'INV-000008',
      date: new Date('2026-11-03T10:00:00Z'),
      currency: 'USD',
      totalMinor: 50_000,
      paidMinor: 60_000,
      balanceDueMinor: -10_000,
    },
  ],
  payments: [
    {
      paidOn: '2026-11-20',
      orderNumber: 'Q-000043',
      method: 'card',
      note: 'Paid twice',
      amountMinor: -10_000,
      currency: 'USD',
    },
  ],
  outstanding: [
    { currency: 'ZAR', amountMinor: 1_063_750 },
    { currency: 'USD', amountMinor: -10_000 },
  ],
  language: 'en',
  ...overrides,
});

// docs/invoices.md#the-statement
describe('statementPdf', () => {
  it('lists each order in its own currency and what is outstanding per currency', async () => {
    const text = await textOf(statement());
    for (const expected of [
      'Statement',
      'Date: 29 November 2026',
      'Client: Anna Botha',
      '0002 Pretoria',
      'Q-000042',
      'INV-000007',
      'ZAR 21,275.00',
      'ZAR 10,637.50',
      '$600.00',
      '-$100.00',
      'Paid twice',
      'Total outstanding (ZAR)',
      'Total outstanding (USD)',
      'Quote the order number with each payment.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is in the French reader's language", async () => {
    const text = await textOf(statement({ language: 'fr', orders: [], payments: [] }));
    expect(text).toContain('Relevé de compte');
    expect(text).toContain('Aucune commande acceptée pour l’instant.');
    expect(text).toContain('Aucun paiement reçu pour l’instant.');
    expect(text).toContain('Date : 29 novembre 2026');
  });
});
