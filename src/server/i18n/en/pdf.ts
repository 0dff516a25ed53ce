/** docs/languages.md#the-quote-pdf: the quote PDF's texts, in the language of whoever downloads it. */
export const pdf = {
  title: 'Quote %{number}',
  tagline: 'Trophy Portal · Customer Portal',
  date: 'Date: %{date}',
  client: 'Client: %{name}',
  outfitter: 'Outfitter: %{name}',
  columns: {
    item: 'Item',
    tags: 'Tags',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
  },
  onRequest: 'On request',
  onRequestNote: 'Lines marked "On request" are priced by the studio before the quote is final.',
  vatNumber: 'VAT number: %{vatNumber}',
  paymentTitle: 'How to pay',
  bank: {
    name: 'Bank: %{value}',
    accountName: 'Account name: %{value}',
    accountNumber: 'Account number: %{value}',
    branchCode: 'Branch code: %{value}',
    swift: 'SWIFT: %{value}',
  },
  reference: 'Quote this reference with your payment: %{reference}',
  termsTitle: 'Terms',
  terms: {
    validity: 'This quote is valid for 60 days from its date.',
    production: 'Production starts once the quote is accepted and the deposit is paid.',
    tags: 'Tag numbers and names must match the instruction register exactly.',
  },
};
