/**
 * The diagnosis cascade of vehicle coverage as a pure transition:
 * `transition(state, event)` gives the next state and the calls to make. Nothing here
 * fetches: the server loader and the browser hook run the requests and feed the answers
 * back as events, each tagged with its request's id so a superseded answer is ignored.
 *
 * - First load: the first product, its first brand, that brand's first version.
 * - Brands sharing a packid are one brand (their versions merged).
 * - Product: brand, version, filters and results reset, brands reload.
 * - Brand: its first version, filters reset, fields and data reload.
 * - Version: fields and data reload.
 * - Filter: later filters cleared, the next filter's options load, data reloads at page 1
 *   (size 20).
 * - Preset (a decoded VIN or a link): that product, then that brand (its first version), then
 *   the model year in the Year filter if the version has one; the filters before it stay
 *   "All" and load their options one after another. A choice in the selects drops a preset
 *   still on its way.
 */
import { isYearFilter, unique, uniqueBrands } from '@/lib/diag/brands';
import type {
  CoverageBrand,
  CoverageEvent,
  CoverageFilter,
  CoveragePreset,
  CoverageRequest,
  CoverageRequestKind,
  CoverageState,
  CoverageStep,
  FilterValues,
} from './types';
import {
  brandVersions,
  COVERAGE_PAGE_SIZE,
  FIRST_PAGE,
  initialCoverageState,
  NOTHING_PENDING,
  samePackid,
  selection,
  withFilterValue,
  withProduct,
  withVersion,
} from './cascade-state';

export {
  brandVersions,
  COVERAGE_PAGE_SIZE,
  FIRST_PAGE,
  initialCoverageState,
  isPending,
  selectedBrand,
  selection,
} from './cascade-state';

/** The chosen values of the filters before `end` (all of them by default), "All" left out. */
export function filterValues(filters: CoverageFilter[], end = filters.length): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters.slice(0, end)) {
    if (filter.value !== '') values[filter.field] = filter.value;
  }
  return values;
}

export { isYearFilter, uniqueBrands };

/**
 * The filter whose options load next: the first one not loaded among those up to the one
 * after the last filter chosen (null when none), so every select before a chosen value and
 * the one after it can be used.
 */
export function nextFilterToLoad(filters: CoverageFilter[]): number | null {
  let lastChosen = -1;
  filters.forEach((filter, index) => {
    if (filter.value !== '') lastChosen = index;
  });
  const index = filters.findIndex((filter, i) => i <= lastChosen + 1 && !filter.ready);
  return index < 0 ? null : index;
}

/**
 * The state with this preset, or without one: the key is left out, not undefined, since the
 * server's first state goes into the page as JSON.
 */
function withPreset(state: CoverageState, preset: CoveragePreset | undefined): CoverageState {
  if (preset !== undefined) return { ...state, preset };
  if (!('preset' in state)) return state;
  const rest = { ...state };
  delete rest.preset;
  return rest;
}

function withoutPreset(state: CoverageState): CoverageState {
  return withPreset(state, undefined);
}

/** A step that changes nothing. */
function stay(state: CoverageState): CoverageStep {
  return { state, requests: [] };
}

/** Asks for the product list, everything else emptied. */
function loadProducts(state: CoverageState): CoverageStep {
  const id = state.nextId;
  return {
    state: {
      ...initialCoverageState(),
      nextId: id + 1,
      pending: { ...NOTHING_PENDING, products: id },
    },
    requests: [{ id, kind: 'products' }],
  };
}

/** A product chosen: brand, version, filters and results reset; its brands load. */
function chooseProduct(state: CoverageState, product: string | null): CoverageStep {
  const reset = withProduct(state, product);
  if (product === null) return stay(reset);
  const id = state.nextId;
  return {
    state: { ...reset, nextId: id + 1, pending: { ...NOTHING_PENDING, brands: id } },
    requests: [{ id, kind: 'brands', product }],
  };
}

/** A version chosen: filters and results reset; the field list loads (then the data). */
function chooseVersion(state: CoverageState, version: string | null): CoverageStep {
  const reset = withVersion(state, state.packid, version);
  const chosen = selection(reset);
  if (chosen === null) return stay(reset);
  const id = state.nextId;
  return {
    state: { ...reset, nextId: id + 1, pending: { ...NOTHING_PENDING, fields: id } },
    requests: [{ id, kind: 'fields', ...chosen }],
  };
}

/** A brand chosen: its first version, and what a version change does. */
function chooseBrand(state: CoverageState, brand: CoverageBrand | null): CoverageStep {
  return chooseVersion({ ...state, packid: brand?.packid ?? null }, brand?.versions[0] ?? null);
}

/**
 * The data at `page` with the chosen filters; `options`: the index of the filter whose
 * options load too (given the filters before it), null for none, 'keep' to leave a load
 * under way as it is (paging).
 */
function reload(state: CoverageState, page: number, options: number | null | 'keep'): CoverageStep {
  const chosen = selection(state);
  if (chosen === null) return stay(state);
  let nextId = state.nextId;
  const requests: CoverageRequest[] = [];
  let pendingOptions = options === 'keep' ? state.pending.options : null;
  const optionsFilter = typeof options === 'number' ? state.filters[options] : undefined;
  if (optionsFilter && typeof options === 'number') {
    const id = nextId++;
    const filters = filterValues(state.filters, options);
    requests.push({ id, kind: 'options', ...chosen, field: optionsFilter.field, filters });
    pendingOptions = { id, field: optionsFilter.field };
  }
  const dataId = nextId++;
  requests.push({
    id: dataId,
    kind: 'data',
    ...chosen,
    filters: filterValues(state.filters),
    page,
    pageSize: COVERAGE_PAGE_SIZE,
  });
  return {
    state: {
      ...state,
      page,
      nextId,
      pending: { ...state.pending, options: pendingOptions, data: dataId },
    },
    requests,
  };
}

/** Loads the options of the filter at `index` (given the filters before it); no data. */
function loadOptions(state: CoverageState, index: number): CoverageStep {
  const chosen = selection(state);
  const filter = state.filters[index];
  if (chosen === null || !filter) return stay(state);
  const id = state.nextId;
  return {
    state: {
      ...state,
      nextId: id + 1,
      pending: { ...state.pending, options: { id, field: filter.field } },
    },
    requests: [
      {
        id,
        kind: 'options',
        ...chosen,
        field: filter.field,
        filters: filterValues(state.filters, index),
      },
    ],
  };
}

/**
 * A product, brand and year asked for: the brand and year apply once the product's brands
 * (and the brand's columns) are loaded; a product or brand not in the lists drops it.
 */
function choosePreset(state: CoverageState, preset: CoveragePreset): CoverageStep {
  if (state.pending.products !== null) return stay({ ...state, preset });
  if (!state.products.includes(preset.product)) return stay(withoutPreset(state));
  if (preset.product === state.product && state.pending.brands === null) {
    const brand = state.brands.find((b) => samePackid(b.packid, preset.packid));
    const version = brand?.versions[0];
    if (!brand || version === undefined) return stay(withoutPreset(state));
    return chooseVersion({ ...state, packid: brand.packid, preset }, version);
  }
  return chooseProduct({ ...state, preset }, preset.product);
}

/** Events of the visitor's own choices: they drop a preset still on its way. */
const VISITOR_CHOICES: ReadonlySet<CoverageEvent['type']> = new Set([
  'productChanged',
  'brandChanged',
  'versionChanged',
  'filterChanged',
]);

/** Which kind of call an answer with this id is awaited for, if any. */
function awaitedKind(state: CoverageState, id: number): CoverageRequestKind | null {
  const { pending } = state;
  if (pending.products === id) return 'products';
  if (pending.brands === id) return 'brands';
  if (pending.fields === id) return 'fields';
  if (pending.options?.id === id) return 'options';
  if (pending.data === id) return 'data';
  return null;
}

function settled(state: CoverageState, kind: CoverageRequestKind): CoverageState {
  return { ...state, pending: { ...state.pending, [kind]: null } };
}

export function transition(state: CoverageState, event: CoverageEvent): CoverageStep {
  if (event.type === 'presetChosen') {
    const { product, packid, year } = event;
    return choosePreset(state, { product, packid, year });
  }
  return step(VISITOR_CHOICES.has(event.type) ? withoutPreset(state) : state, event);
}

function step(state: CoverageState, event: CoverageEvent): CoverageStep {
  switch (event.type) {
    case 'presetChosen':
      return stay(state);

    case 'start':
      return loadProducts(state);

    case 'productChanged':
      if (event.product === state.product || !state.products.includes(event.product)) {
        return stay(state);
      }
      return chooseProduct(state, event.product);

    case 'brandChanged': {
      const brand = state.brands.find((b) => String(b.packid) === event.packid);
      if (!brand || samePackid(brand.packid, state.packid)) return stay(state);
      return chooseBrand(state, brand);
    }

    case 'versionChanged':
      if (event.version === state.version || !brandVersions(state).includes(event.version)) {
        return stay(state);
      }
      return chooseVersion(state, event.version);

    case 'filterChanged': {
      const index = state.filters.findIndex((f) => f.field === event.field);
      const filter = state.filters[index];
      if (!filter || !filter.ready || filter.value === event.value) return stay(state);
      const filters = withFilterValue(state.filters, index, event.value);
      const next = index + 1 < filters.length ? index + 1 : null;
      return reload({ ...state, filters }, FIRST_PAGE, next);
    }

    case 'pageChanged': {
      const page = Math.max(FIRST_PAGE, Math.trunc(event.page));
      if (!Number.isFinite(page) || (page === state.page && state.pending.data === null)) {
        return stay(state);
      }
      return reload(state, page, 'keep');
    }

    case 'productsLoaded': {
      if (awaitedKind(state, event.id) !== 'products') return stay(state);
      const products = unique(event.products);
      const { preset } = state;
      const wanted = preset && products.includes(preset.product) ? preset : undefined;
      return chooseProduct(
        withPreset({ ...settled(state, 'products'), products }, wanted),
        wanted?.product ?? products[0] ?? null,
      );
    }

    case 'brandsLoaded': {
      if (awaitedKind(state, event.id) !== 'brands') return stay(state);
      const brands = uniqueBrands(event.brands);
      const { preset } = state;
      const wanted =
        preset && preset.product === state.product
          ? brands.find((b) => samePackid(b.packid, preset.packid))
          : undefined;
      return chooseBrand(
        withPreset({ ...settled(state, 'brands'), brands }, wanted ? preset : undefined),
        wanted ?? brands[0] ?? null,
      );
    }

    case 'fieldsLoaded': {
      if (awaitedKind(state, event.id) !== 'fields') return stay(state);
      // A preset year is chosen at once (the data asks for it) and checked against the
      // Year filter's options when they come.
      const year = state.preset?.year ?? null;
      const filters = event.columns
        .filter((c) => c.filter)
        .map((c): CoverageFilter => {
          const preset = year !== null && isYearFilter(c);
          return {
            field: c.field,
            label: c.label,
            value: preset ? year : '',
            options: preset ? [year] : [],
            ready: false,
          };
        });
      return reload(
        withoutPreset({ ...settled(state, 'fields'), columns: event.columns, filters }),
        FIRST_PAGE,
        nextFilterToLoad(filters),
      );
    }

    case 'optionsLoaded': {
      const awaited = state.pending.options;
      if (awaited?.id !== event.id) return stay(state);
      const options = unique(event.options.filter((o) => o !== ''));
      // A preset value the options do not list is dropped (back to "All").
      let dropped = false;
      const filters = state.filters.map((f): CoverageFilter => {
        if (f.field !== awaited.field) return f;
        const keep = f.value === '' || options.includes(f.value);
        dropped ||= !keep;
        return { ...f, options, ready: true, value: keep ? f.value : '' };
      });
      const next = { ...settled(state, 'options'), filters };
      const more = nextFilterToLoad(filters);
      if (dropped) return reload(next, FIRST_PAGE, more);
      return more === null ? stay(next) : loadOptions(next, more);
    }

    case 'dataLoaded':
      if (awaitedKind(state, event.id) !== 'data') return stay(state);
      return stay({
        ...settled(state, 'data'),
        results: { rows: event.rows, total: Math.max(0, event.total), page: state.page },
      });

    case 'requestFailed': {
      const kind = awaitedKind(state, event.id);
      if (kind === null) return stay(state);
      const next = settled(state, kind);
      // A failed filter keeps "All" usable; a failed page keeps the rows shown, or none.
      if (kind === 'options' && state.pending.options) {
        const { field } = state.pending.options;
        return stay({
          ...next,
          filters: next.filters.map((f) => (f.field === field ? { ...f, ready: true } : f)),
        });
      }
      if (kind === 'data') {
        return stay({
          ...next,
          page: state.results?.page ?? state.page,
          results: state.results ?? { rows: [], total: 0, page: state.page },
        });
      }
      return stay(next);
    }
  }
}

/**
 * Runs the cascade until no call is left: each round's requests are answered (in parallel)
 * by `answer` and fed back in order. The server settles the first view this way.
 */
export async function settleCascade(
  step: CoverageStep,
  answer: (request: CoverageRequest) => Promise<CoverageEvent>,
): Promise<CoverageState> {
  let { state, requests } = step;
  while (requests.length > 0) {
    const events = await Promise.all(requests.map(answer));
    requests = [];
    for (const event of events) {
      const next = transition(state, event);
      state = next.state;
      requests.push(...next.requests);
    }
  }
  return state;
}
