import type { quote as english } from '../en/quote';

/** docs/quote-pdf.md#figures: the totals of a quote, worded alike in the quote editor and the quote PDF. */
export const quote: typeof english = {
  figures: {
    subtotal: 'Sous-total',
    discount: 'Remise (%{rate})',
    vat: 'TVA (%{rate})',
    total: 'Total',
    deposit: "Acompte dû à l'acceptation (%{rate})",
    estimated: 'Dont estimé (hors TVA)',
  },
  costs: {
    crating: 'Caisse',
    dipAndPack: 'Trempage et emballage',
    freight: 'Fret',
    insurance: 'Assurance',
    estimate: '%{cost} (estimation)',
  },
};
