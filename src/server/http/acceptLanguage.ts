import { isLanguage, type Language } from '../../../resources/languages';

/**
 * docs/languages.md#errors: the first language of an `Accept-Language` header the portal speaks, by
 * quality then order (`fr-FR` counts as `fr`; `*` names none), or undefined.
 * @example acceptedLanguage('de-DE,fr;q=0.8,en;q=0.5') // 'fr'
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  return header
    .split(',')
    .map((range, order) => {
      const [tag = '', ...options] = range.split(';').map((part) => part.trim());
      const quality = options.find((option) => option.startsWith('q='));
      return {
        language: tag.toLowerCase().split('-')[0],
        weight: quality === undefined ? 1 : Number(quality.slice(2)),
        order,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ language }) => language)
    .find(isLanguage);
}
