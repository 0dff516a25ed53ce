import { describe, expect, it } from 'vitest';
import { clientCopyFigures } from './quoteFigureRows';
import { quoteFigures } from './quoteFigures';

const input = {
  totals: {
    subtotalMinor: 1_000_000,
    discountMinor: 100_000,
    vatMinor: 139_500,
    totalMinor: 1_039_500,
    depositMinor: 519_750,
    hasPriceOnRequest: false,
    costsMinor: 0,
    estimatedMinor: 0,
  },
  discountBp: 1000,
  vatRateBp: 1550,
  depositBp: 5000,
  currency: 'ZAR',
};

// Intl spaces figures with no-break spaces; read here as plain ones.
const read = (figures: ReturnType<typeof quoteFigures>) =>
  figures.map(({ label, amount }) => `${label}: ${amount}`.replace(/[\u00a0\u202f]/g, ' '));

describe('quoteFigures (docs/quote-pdf.md#figures)', () => {
  it('words and formats the totals in English by default', () => {
    expect(read(quoteFigures(input))).toEqual([
      'Subtotal: ZAR 10,000.00',
      'Discount (10%): -ZAR 1,000.00',
      'VAT (15.5%): ZAR 1,395.00',
      'Total: ZAR 10,395.00',
      'Deposit due on acceptance (50%): ZAR 5,197.50',
    ]);
  });

  it('and in French for a French reader', () => {
    expect(read(quoteFigures(input, 'fr'))).toEqual([
      'Sous-total: 10 000,00 ZAR',
      'Remise (10 %): -1 000,00 ZAR',
      'TVA (15,5 %): 1 395,00 ZAR',
      'Total: 10 395,00 ZAR',
      "Acompte dû à l'acceptation (50 %): 5 197,50 ZAR",
    ]);
  });

  it("leaves a discount or deposit of nothing off the client's copy, and keeps a VAT of nothing", () => {
    const nothing = {
      ...input,
      totals: { ...input.totals, discountMinor: 0, vatMinor: 0, depositMinor: 0 },
      discountBp: 0,
      vatRateBp: 0,
      depositBp: 0,
    };
    expect(clientCopyFigures(quoteFigures(nothing)).map((figure) => figure.key)).toEqual([
      'subtotal',
      'vat',
      'total',
    ]);
    expect(clientCopyFigures(quoteFigures(input)).map((figure) => figure.key)).toEqual([
      'subtotal',
      'discount',
      'vat',
      'total',
      'deposit',
    ]);
  });
});
