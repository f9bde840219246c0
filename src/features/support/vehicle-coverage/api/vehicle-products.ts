/**
 * Which of our tools cover a vehicle: asked of the diagnosis proxy the coverage page already
 * reads. Each product's brands (getBrand) say whether it has the VIN's maker; for a model
 * year, the Year filter of that brand's newest version (getDiagField, getFieldOptions) says
 * whether the year is listed.
 */
import type { VinMaker } from '@/lib/vin/wmi';
import { INTERFACE_URL } from '@/contract/support/vehicle-coverage-api-types';
import { isYearFilter, uniqueBrands } from '../cascade';
import type { CoverageBrand, CoverageColumn } from '../types';
import {
  BASE_REQUEST_DATA,
  postInterface,
  toBrands,
  toColumns,
  toOptions,
  toProducts,
} from './diag-interface';

export type VehicleVerdict =
  /** The product has the brand; `yearListed` null when no year was checked. */
  | { kind: 'covers'; yearListed: boolean | null }
  /** The brand is there, but not the model year. */
  | { kind: 'other-years' }
  /** The product has no such brand. */
  | { kind: 'no-brand' }
  /** The service did not answer for this product. */
  | { kind: 'unknown' };

export interface ProductVerdict {
  product: string;
  /** The product's brand for this maker (null when it has none or did not answer). */
  brand: { name: string; packid: string; version: string } | null;
  verdict: VehicleVerdict;
}

/** Letters and digits only, lower case: "Land Rover", "LANDROVER" and "land-rover" agree. */
function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a coverage brand is the maker's: its name or package id is the maker's name or an alias. */
export function brandMatchesMaker(brand: CoverageBrand, maker: VinMaker): boolean {
  const names = new Set([maker.name, ...maker.aliases].map(key));
  return names.has(key(brand.brand)) || names.has(key(String(brand.packid)));
}

/** The maker's brand in a brand list: a name match before a package-id or alias match. */
export function findMakerBrand(brands: CoverageBrand[], maker: VinMaker): CoverageBrand | null {
  const exact = brands.find((b) => key(b.brand) === key(maker.name));
  return exact ?? brands.find((b) => brandMatchesMaker(b, maker)) ?? null;
}

async function yearListed(
  product: string,
  brand: CoverageBrand,
  version: string,
  year: number,
  signal?: AbortSignal,
): Promise<boolean | null> {
  const selection = { ...BASE_REQUEST_DATA, product_name: product, packid: brand.packid, version };
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
  return options.includes(String(year));
}

async function productVerdict(
  product: string,
  maker: VinMaker,
  year: number | null,
  signal?: AbortSignal,
): Promise<ProductVerdict> {
  let brand: CoverageBrand | null;
  try {
    const brands = uniqueBrands(
      toBrands(
        await postInterface(
          INTERFACE_URL.brand,
          { ...BASE_REQUEST_DATA, product_name: product },
          signal,
        ),
      ),
    );
    brand = findMakerBrand(brands, maker);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { product, brand: null, verdict: { kind: 'unknown' } };
  }
  const version = brand?.versions[0];
  if (!brand || version === undefined)
    return { product, brand: null, verdict: { kind: 'no-brand' } };
  const found = { name: brand.brand, packid: String(brand.packid), version };
  if (year === null)
    return { product, brand: found, verdict: { kind: 'covers', yearListed: null } };
  try {
    const listed = await yearListed(product, brand, version, year, signal);
    return {
      product,
      brand: found,
      verdict: listed === false ? { kind: 'other-years' } : { kind: 'covers', yearListed: listed },
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    // The brand is there; whether the year is (a version being re-published) is not known.
    return { product, brand: found, verdict: { kind: 'covers', yearListed: null } };
  }
}

/**
 * Every product with its verdict for the maker and model year, in the service's product
 * order. Throws when the product list itself does not come.
 */
export async function findVehicleProducts(
  maker: VinMaker,
  year: number | null,
  signal?: AbortSignal,
): Promise<ProductVerdict[]> {
  const products = toProducts(
    await postInterface(INTERFACE_URL.product, { ...BASE_REQUEST_DATA }, signal),
  );
  return Promise.all(products.map((product) => productVerdict(product, maker, year, signal)));
}
