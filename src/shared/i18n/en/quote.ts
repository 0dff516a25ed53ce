/** docs/quote-pdf.md#figures: the totals of a quote, worded alike in the quote editor and the quote PDF. */
export const quote = {
  figures: {
    subtotal: 'Subtotal',
    discount: 'Discount (%{rate})',
    vat: 'VAT (%{rate})',
    total: 'Total',
    deposit: 'Deposit due on acceptance (%{rate})',
  },
};
