import { DEFAULT_LANGUAGE, type Language } from './languages';
import { messageFor } from './i18n/messageFor';
import { wordedQuoteFigures, type QuoteFigure, type QuoteFiguresInput } from './quoteFigureRows';

/**
 * The quote's figures worded with the shared texts of `language` (docs/quote-pdf.md#figures), as
 * the quote PDF shows them; the screens word the same figures with the console's translate.
 * @example quoteFigures({ totals, discountBp: 0, vatRateBp: 1500, depositBp: 5000, currency: 'ZAR' }, 'fr')
 */
export const quoteFigures = (
  input: QuoteFiguresInput,
  language: Language = DEFAULT_LANGUAGE,
): QuoteFigure[] =>
  wordedQuoteFigures(input, language, (key, params) => messageFor(language, key, params));
