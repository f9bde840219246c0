/** Which coverage brand is a VIN maker's: by name, package id or one of the maker's aliases. */
import type { VinMaker } from '@/lib/vin/wmi';
import type { CoverageBrand } from './types';

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
