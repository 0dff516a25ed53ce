// The studio as its quotes and e-mails name it; the terms printed on every quote are translations
// (src/server/i18n/en/pdf.ts).
export const STUDIO_NAME = 'Trophy Portal Taxidermy';
