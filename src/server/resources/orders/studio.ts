// The studio as its quotes and e-mails name it, and the terms printed on every quote.
export const STUDIO_NAME = 'Trophy Portal Taxidermy';

export const QUOTE_TERMS = [
  'This quote is valid for 60 days from its date.',
  'Production starts once the quote is accepted and the deposit is paid.',
  'Tag numbers and names must match the instruction register exactly.',
];
