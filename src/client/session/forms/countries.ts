// ISO 3166-1 alpha-2 codes in current use; names come from the browser so they need no upkeep.
const codes =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO
BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK
HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC
NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB
SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV
TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

export interface Country {
  code: string;
  name: string;
}

const byLanguage = new Map<string, Country[]>();

/**
 * Every country as `{ code, name }`, named in `language` and sorted by name in its order, for the
 * address forms (docs/languages.md#what-follows-the-language).
 * @example countries('fr').find((country) => country.code === 'NA')?.name // 'Namibie'
 */
export function countries(language: string): Country[] {
  const known = byLanguage.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const list = codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  byLanguage.set(language, list);
  return list;
}

/** A country's name in `language`, or its code when it is none of the list. */
export const countryName = (code: string, language: string): string =>
  countries(language).find((country) => country.code === code)?.name ?? code;
