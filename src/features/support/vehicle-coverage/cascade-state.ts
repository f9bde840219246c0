/**
 * The cascade's state as the page reads it (what is chosen, what is loading) and its first
 * value: the page renders from these, while the transitions (cascade.ts) load with the first
 * choice the visitor makes.
 */
import { samePackid } from '@/lib/diag/brands';
import type {
  CoverageBrand,
  CoverageFilter,
  CoverageRequestKind,
  CoverageSelection,
  CoverageState,
  Packid,
} from './types';

/** Rows per page of the result table. */
export const COVERAGE_PAGE_SIZE = 20;
/** PageIndex starts at 1. */
export const FIRST_PAGE = 1;

export const NOTHING_PENDING: CoverageState['pending'] = {
  products: null,
  brands: null,
  fields: null,
  options: null,
  data: null,
};

/** Everything chosen or loaded under the product: what a new product choice empties. */
export function belowProduct(): Omit<CoverageState, 'products' | 'product' | 'nextId'> {
  return {
    brands: [],
    packid: null,
    version: null,
    columns: [],
    filters: [],
    page: FIRST_PAGE,
    results: null,
    pending: NOTHING_PENDING,
  };
}

/** A product chosen: everything under it emptied (what loads next is the caller's). */
export function withProduct(state: CoverageState, product: string | null): CoverageState {
  return { ...state, product, ...belowProduct() };
}

/** A brand and version chosen: the columns, filters and rows of the previous one emptied. */
export function withVersion(
  state: CoverageState,
  packid: Packid | null,
  version: string | null,
): CoverageState {
  return {
    ...state,
    packid,
    version,
    columns: [],
    filters: [],
    page: FIRST_PAGE,
    results: null,
    pending: NOTHING_PENDING,
  };
}

/** The filters with this one's value set; the later ones cleared, their options to load. */
export function withFilterValue(
  filters: CoverageFilter[],
  index: number,
  value: string,
): CoverageFilter[] {
  return filters.map((f, i): CoverageFilter => {
    if (i < index) return f;
    if (i === index) return { ...f, value };
    return { ...f, value: '', options: [], ready: false };
  });
}

export function initialCoverageState(): CoverageState {
  return { products: [], product: null, ...belowProduct(), nextId: 1 };
}

/** The brand chosen, if any. */
export function selectedBrand(state: CoverageState): CoverageBrand | null {
  if (state.packid === null) return null;
  return state.brands.find((b) => samePackid(b.packid, state.packid)) ?? null;
}

/** The versions of the chosen brand. */
export function brandVersions(state: CoverageState): string[] {
  return selectedBrand(state)?.versions ?? [];
}

/** True while an answer of this kind is awaited. */
export function isPending(state: CoverageState, kind: CoverageRequestKind): boolean {
  return state.pending[kind] !== null;
}

/** The product, brand and version every later call names, once all three are chosen. */
export function selection(state: CoverageState): CoverageSelection | null {
  const { product, packid, version } = state;
  return product !== null && packid !== null && version !== null
    ? { product, packid, version }
    : null;
}

export { samePackid };
