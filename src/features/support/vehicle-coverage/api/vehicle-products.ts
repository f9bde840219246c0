/**
 * Which of our tools cover a vehicle: asked of the diagnosis proxy the coverage page already
 * reads. Each product's brands (getBrand) say whether it has the VIN's maker; for a model
 * year, the Year filter of that brand's newest version (getDiagField, getFieldOptions) says
 * whether the year is listed. When none covers the vehicle, the finding names the makes the
 * data lists and the closest tool by make (../closest-tool.ts).
 */
import { groupMakers, type VinMaker } from '@/lib/vin/wmi';
import { INTERFACE_URL } from '@/contract/support/vehicle-coverage-api-types';
import { isYearFilter, uniqueBrands } from '../cascade';
import { findMakerBrand } from '../maker-brand';
import {
  type ClosestTool,
  groupMake,
  listedMakes,
  nearestSameMake,
  widestTool,
  yearSpan,
} from '../closest-tool';
import type { CoverageBrand, CoverageColumn } from '../types';
import type { ProductBrands, ProductVerdict } from '../verdicts';
import {
  BASE_REQUEST_DATA,
  postInterface,
  toBrands,
  toColumns,
  toOptions,
  toProducts,
} from '@/lib/diag/interface';

/**
 * The model years a brand's version lists in its Year filter, newest first; null when the
 * version has no Year filter.
 */
export async function brandYears(
  product: string,
  packid: CoverageBrand['packid'],
  version: string,
  signal?: AbortSignal,
): Promise<number[] | null> {
  const selection = { ...BASE_REQUEST_DATA, product_name: product, packid, version };
  const columns: CoverageColumn[] = toColumns(
    await postInterface(INTERFACE_URL.field, selection, signal),
  );
  const yearColumn = columns.find((c) => c.filter && isYearFilter(c));
  if (!yearColumn) return null;
  const options = toOptions(
    await postInterface(
      INTERFACE_URL.fieldOptions,
      { ...selection, field: yearColumn.field },
      signal,
    ),
    yearColumn.field,
  );
  return options
    .map(Number)
    .filter((year) => Number.isInteger(year))
    .sort((a, b) => b - a);
}

async function productBrands(product: string, signal?: AbortSignal): Promise<ProductBrands> {
  try {
    const data = await postInterface(
      INTERFACE_URL.brand,
      { ...BASE_REQUEST_DATA, product_name: product },
      signal,
    );
    return { product, brands: uniqueBrands(toBrands(data)) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { product, brands: null };
  }
}

async function productVerdict(
  { product, brands }: ProductBrands,
  maker: VinMaker,
  year: number | null,
  signal?: AbortSignal,
): Promise<ProductVerdict> {
  if (brands === null) return { product, brand: null, verdict: { kind: 'unknown' } };
  const brand = findMakerBrand(brands, maker);
  const version = brand?.versions[0];
  if (!brand || version === undefined)
    return { product, brand: null, verdict: { kind: 'no-brand' } };
  const found = { name: brand.brand, packid: String(brand.packid), version };
  if (year === null)
    return { product, brand: found, verdict: { kind: 'covers', yearListed: null } };
  try {
    const years = await brandYears(product, brand.packid, version, signal);
    return {
      product,
      brand: found,
      verdict:
        years === null
          ? { kind: 'covers', yearListed: null }
          : years.includes(year)
            ? { kind: 'covers', yearListed: true }
            : { kind: 'other-years', years },
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    // The brand is there; whether the year is (a version being re-published) is not known.
    return { product, brand: found, verdict: { kind: 'covers', yearListed: null } };
  }
}

/** What the coverage data says about a vehicle. */
export interface VehicleFinding {
  /** Every product's verdict, in the service's product order. */
  verdicts: ProductVerdict[];
  /** The makes the products list, A to Z (the brands of every product that answered). */
  makes: string[];
  /** When no product covers the vehicle: the nearest tool by make (../closest-tool.ts). */
  closest: ClosestTool | null;
}

/**
 * Every product with its verdict for the maker and model year, in the service's product
 * order, the makes the data lists and, when none covers the vehicle, the closest tool by
 * make. Throws when the product list itself does not come.
 */
export async function findVehicleProducts(
  maker: VinMaker,
  year: number | null,
  signal?: AbortSignal,
): Promise<VehicleFinding> {
  const products = toProducts(
    await postInterface(INTERFACE_URL.product, { ...BASE_REQUEST_DATA }, signal),
  );
  const catalogue = await Promise.all(products.map((product) => productBrands(product, signal)));
  const verdicts = await Promise.all(
    catalogue.map((entry) => productVerdict(entry, maker, year, signal)),
  );
  const covered = verdicts.some((v) => v.verdict.kind === 'covers');
  return {
    verdicts,
    makes: listedMakes(catalogue),
    closest: covered ? null : await closestTool(verdicts, catalogue, maker, year, signal),
  };
}

/** The closest tool, with the years of a group make's brand read when it has a Year filter. */
async function closestTool(
  verdicts: ProductVerdict[],
  catalogue: ProductBrands[],
  maker: VinMaker,
  year: number | null,
  signal?: AbortSignal,
): Promise<ClosestTool | null> {
  const sameMake = nearestSameMake(verdicts, year);
  if (sameMake) return sameMake;
  const group = groupMake(catalogue, groupMakers(maker));
  if (group) {
    let years: number[] | null = null;
    try {
      years = await brandYears(group.product, group.packid, group.version, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    return { ...group, years: yearSpan(years ?? []) };
  }
  return widestTool(catalogue);
}
