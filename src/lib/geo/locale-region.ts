/**
 * The country a browser's language settings name: `de-DE` → `DE`, `zh-Hant-TW` → `TW`. A
 * language without a country (`de`) or with a region that is not a country (`es-419`, Latin
 * America) names none.
 */
export function regionOfLocale(tag: string): string | null {
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag.trim()).region;
  } catch {
    return null;
  }
  return region && /^[A-Z]{2}$/.test(region) ? region : null;
}

/**
 * The first of the browser's languages (in its order of preference) whose country is one of
 * `available`, or null.
 */
export function preferredRegion(
  languages: readonly string[],
  available: ReadonlySet<string>,
): string | null {
  for (const language of languages) {
    const region = regionOfLocale(language);
    if (region && available.has(region)) return region;
  }
  return null;
}
