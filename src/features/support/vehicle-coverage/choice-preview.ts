/**
 * What the page shows for a choice at once, while the transitions that apply it
 * (cascade.ts) are still loading: the value chosen, and every list under it loading and
 * empty, never the lists of the previous choice. Nothing is asked here; the transition
 * that follows replaces this state with its own.
 */
import {
  brandVersions,
  FIRST_PAGE,
  NOTHING_PENDING,
  samePackid,
  withFilterValue,
  withProduct,
  withVersion,
} from './cascade-state';
import type { CoverageEvent, CoverageState } from './types';

/** The pending id of a load not asked for yet: no answer carries it. */
export const NOT_ASKED_YET = 0;

function productPreview(state: CoverageState, product: string): CoverageState {
  if (product === state.product || !state.products.includes(product)) return state;
  return {
    ...withProduct(state, product),
    pending: { ...NOTHING_PENDING, brands: NOT_ASKED_YET },
  };
}

function brandPreview(state: CoverageState, packid: string): CoverageState {
  const brand = state.brands.find((b) => samePackid(b.packid, packid));
  if (!brand || samePackid(brand.packid, state.packid)) return state;
  return versionPreview(withVersion(state, brand.packid, null), brand.versions[0] ?? null);
}

function versionPreview(state: CoverageState, version: string | null): CoverageState {
  const reset = withVersion(state, state.packid, version);
  if (version === null) return reset;
  return { ...reset, pending: { ...NOTHING_PENDING, fields: NOT_ASKED_YET } };
}

function filterPreview(state: CoverageState, field: string, value: string): CoverageState {
  const index = state.filters.findIndex((f) => f.field === field);
  const filter = state.filters[index];
  if (!filter || !filter.ready || filter.value === value) return state;
  const next = state.filters[index + 1];
  return {
    ...state,
    filters: withFilterValue(state.filters, index, value),
    page: FIRST_PAGE,
    pending: {
      ...state.pending,
      options: next ? { id: NOT_ASKED_YET, field: next.field } : null,
      data: NOT_ASKED_YET,
    },
  };
}

/** The state as the page shows it once `event` is made, before the transition runs. */
export function previewChoice(state: CoverageState, event: CoverageEvent): CoverageState {
  switch (event.type) {
    case 'start':
      return { ...state, pending: { ...state.pending, products: NOT_ASKED_YET } };
    case 'productChanged':
      return productPreview(state, event.product);
    case 'brandChanged':
      return brandPreview(state, event.packid);
    case 'versionChanged':
      if (event.version === state.version || !brandVersions(state).includes(event.version)) {
        return state;
      }
      return versionPreview(state, event.version);
    case 'filterChanged':
      return filterPreview(state, event.field, event.value);
    case 'pageChanged':
      if (event.page === state.page && state.pending.data === null) return state;
      return { ...state, pending: { ...state.pending, data: NOT_ASKED_YET } };
    case 'presetChosen':
      // Another product: its brands load first; the product shown: its brand at once.
      if (state.pending.products !== null) return state;
      return event.product === state.product
        ? brandPreview(state, event.packid)
        : productPreview(state, event.product);
    default:
      // Answers only come once the transitions are loaded.
      return state;
  }
}
