/**
 * When none of our tools covers a vehicle, the nearest one by make: a tool that has the
 * vehicle's make for other model years (the one whose years come nearest), else a tool that
 * has a make of the same group (Nissan for a Renault, Honda for an Acura), else the tool
 * that lists the most makes. Pure: the answers of the coverage service come in.
 */
import type { VinMaker } from '@/lib/vin/wmi';
import { findMakerBrand } from './maker-brand';
import type { ProductBrands, ProductVerdict } from './verdicts';

/** The first and last model years a brand lists. */
export interface YearSpan {
  first: number;
  last: number;
}

export type ClosestTool =
  /** The product has the make, for these years. */
  | { kind: 'same-make'; product: string; brand: string; packid: string; years: YearSpan }
  /** The product has a make of the vehicle's group (years null when not known). */
  | {
      kind: 'group-make';
      product: string;
      brand: string;
      packid: string;
      version: string;
      group: string;
      years: YearSpan | null;
    }
  /** No make of the group is listed: the product with the most makes. */
  | { kind: 'widest'; product: string; makes: number };

export function yearSpan(years: readonly number[]): YearSpan | null {
  if (years.length === 0) return null;
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** How many years a model year lies outside a span (0 inside it). */
function distance(year: number, span: YearSpan): number {
  return year < span.first ? span.first - year : year > span.last ? year - span.last : 0;
}

/** The product with the make whose listed years come nearest the model year (the first on a tie). */
export function nearestSameMake(
  verdicts: readonly ProductVerdict[],
  year: number | null,
): Extract<ClosestTool, { kind: 'same-make' }> | null {
  let best: Extract<ClosestTool, { kind: 'same-make' }> | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { product, brand, verdict } of verdicts) {
    if (verdict.kind !== 'other-years' || !brand) continue;
    const years = yearSpan(verdict.years);
    if (!years) continue;
    const away = year === null ? 0 : distance(year, years);
    if (away < bestDistance) {
      bestDistance = away;
      best = { kind: 'same-make', product, brand: brand.name, packid: brand.packid, years };
    }
  }
  return best;
}

/** The first product (in the service's order) that has a make of the group, in the group's order. */
export function groupMake(
  catalogue: readonly ProductBrands[],
  group: readonly VinMaker[],
): Omit<Extract<ClosestTool, { kind: 'group-make' }>, 'years'> | null {
  for (const maker of group) {
    for (const { product, brands } of catalogue) {
      const brand = brands ? findMakerBrand(brands, maker) : null;
      const version = brand?.versions[0];
      if (brand && version !== undefined && maker.group) {
        return {
          kind: 'group-make',
          product,
          brand: brand.brand,
          packid: String(brand.packid),
          version,
          group: maker.group,
        };
      }
    }
  }
  return null;
}

/** The makes a product lists (brand names, each once). */
function makesOf(brands: readonly { brand: string }[]): Set<string> {
  return new Set(brands.map((b) => b.brand));
}

/** The product that lists the most makes (the first on a tie); null when none answered. */
export function widestTool(
  catalogue: readonly ProductBrands[],
): Extract<ClosestTool, { kind: 'widest' }> | null {
  let best: Extract<ClosestTool, { kind: 'widest' }> | null = null;
  for (const { product, brands } of catalogue) {
    const makes = brands ? makesOf(brands).size : 0;
    if (makes > 0 && (!best || makes > best.makes)) best = { kind: 'widest', product, makes };
  }
  return best;
}

/** Every make the products list, A to Z. */
export function listedMakes(catalogue: readonly ProductBrands[]): string[] {
  const all = new Set(catalogue.flatMap(({ brands }) => [...makesOf(brands ?? [])]));
  return [...all].sort((a, b) => a.localeCompare(b));
}
