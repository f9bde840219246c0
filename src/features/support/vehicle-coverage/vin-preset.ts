import type { ProductVerdict } from './verdicts';
import type { CoveragePreset } from './types';

/**
 * What a checked VIN preselects: a product that covers the vehicle (the one shown when it
 * does), its brand and the model year when its Year filter lists it; failing that, a product
 * with the brand but not the year, with the brand alone; null when no product has the brand.
 */
export function presetFor(
  verdicts: ProductVerdict[],
  shownProduct: string | null,
  year: number | null,
): CoveragePreset | null {
  const pick = (kind: ProductVerdict['verdict']['kind']) => {
    const matching = verdicts.filter((v) => v.verdict.kind === kind && v.brand !== null);
    return matching.find((v) => v.product === shownProduct) ?? matching[0];
  };
  const covering = pick('covers');
  const chosen = covering ?? pick('other-years');
  if (!chosen?.brand) return null;
  const listed = chosen.verdict.kind === 'covers' && chosen.verdict.yearListed === true;
  return {
    product: chosen.product,
    packid: chosen.brand.packid,
    year: listed && year !== null ? String(year) : null,
  };
}
