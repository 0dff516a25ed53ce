// docs/settings.md#studio-dates: the time zone a studio's country defaults to, for the countries
// studios and their hunters are in (southern and eastern Africa, Europe, the Americas, Oceania).
// From the IANA tz database's zone1970.tab: a country's one zone, or for a country with several
// the zone of its capital or most people. Any other country defaults to UTC until the admin
// names its zone.
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  // Africa
  ZA: 'Africa/Johannesburg',
  NA: 'Africa/Windhoek',
  BW: 'Africa/Gaborone',
  ZW: 'Africa/Harare',
  ZM: 'Africa/Lusaka',
  MZ: 'Africa/Maputo',
  MW: 'Africa/Blantyre',
  LS: 'Africa/Maseru',
  SZ: 'Africa/Mbabane',
  AO: 'Africa/Luanda',
  TZ: 'Africa/Dar_es_Salaam',
  KE: 'Africa/Nairobi',
  UG: 'Africa/Kampala',
  ET: 'Africa/Addis_Ababa',
  CM: 'Africa/Douala',
  CF: 'Africa/Bangui',
  CD: 'Africa/Kinshasa',
  CG: 'Africa/Brazzaville',
  GA: 'Africa/Libreville',
  BF: 'Africa/Ouagadougou',
  BJ: 'Africa/Porto-Novo',
  SN: 'Africa/Dakar',
  MG: 'Indian/Antananarivo',
  // Europe
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  NL: 'Europe/Amsterdam',
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  HU: 'Europe/Budapest',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  // The Americas
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  BR: 'America/Sao_Paulo',
  // Oceania
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * The zone a studio in `country` shows moments in unless its admin names one.
 * @example countryTimeZone('NA') // 'Africa/Windhoek'
 */
export const countryTimeZone = (country: string): string =>
  COUNTRY_TIME_ZONES[country] ?? FALLBACK_TIME_ZONE;

/** Every zone the table names, for its test. */
export const tabledTimeZones = (): string[] => Object.values(COUNTRY_TIME_ZONES);
