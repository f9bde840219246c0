/**
 * Country names as the API writes them ("Germany", "Czech Republic", "South Korea") to ISO
 * 3166-1 codes, with English names and their usual alternatives. Server side only: the
 * table is about 60 kB.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/** The two-letter code of a country name (any case), or null for a name it does not know. */
export function countryCode(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return countries.getAlpha2Code(trimmed, 'en') ?? null;
}

/** The numeric code the map's geometry uses (`DE` → `276`), or null. */
export function numericCode(alpha2: string): string | null {
  if (!/^[A-Z]{2}$/.test(alpha2)) return null;
  return countries.alpha2ToNumeric(alpha2) ?? null;
}
