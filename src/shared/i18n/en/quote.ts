/** docs/quote-pdf.md#figures: the totals of a quote, worded alike in the quote editor and the quote PDF. */
export const quote = {
  figures: {
    subtotal: 'Subtotal',
    discount: 'Discount (%{rate})',
    vat: 'VAT (%{rate})',
    total: 'Total',
    deposit: 'Deposit due on acceptance (%{rate})',
    estimated: 'Of which estimated (before VAT)',
  },
  /** docs/money.md#landed-costs: each cost as the quote lists it, marked when an estimate. */
  costs: {
    crating: 'Crating',
    dipAndPack: 'Dip & pack',
    freight: 'Freight',
    insurance: 'Insurance',
    estimate: '%{cost} (estimate)',
  },
};
