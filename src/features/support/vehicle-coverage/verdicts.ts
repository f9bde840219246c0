/** What the coverage service says of a vehicle, product by product (api/vehicle-products.ts). */
import type { CoverageBrand } from './types';

export type VehicleVerdict =
  /** The product has the brand; `yearListed` null when no year was checked. */
  | { kind: 'covers'; yearListed: boolean | null }
  /** The brand is there, but not the model year: the years it lists, newest first. */
  | { kind: 'other-years'; years: number[] }
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

/** A product's brands as listed (duplicates merged); null when the list did not come. */
export interface ProductBrands {
  product: string;
  brands: CoverageBrand[] | null;
}
