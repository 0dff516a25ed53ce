import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '../../shared/languages';

/**
 * docs/languages.md#errors: the language of an `Accept-Language` header the portal speaks best, by
 * quality then order (`fr-FR` counts as `fr`, `*` as the first the portal speaks), or undefined.
 * Negotiator (the negotiation of Express and Koa) reads the header.
 * @example acceptedLanguage('de-DE,fr;q=0.8,en;q=0.5') // 'fr'
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  return negotiator.language([...LANGUAGES]) as Language | undefined;
}
