/**
 * The vehicle-coverage cascade driven without the DOM: a fake diagnosis service that answers
 * every request the transitions ask for (products, a test's brands, fixed columns, filter
 * options and one row a page), and the loop that feeds its answers back.
 */
import {
  initialCoverageState,
  settleCascade,
  transition,
} from '@/features/support/vehicle-coverage/cascade';
import type {
  CoverageBrand,
  CoverageColumn,
  CoverageEvent,
  CoverageRequest,
  CoverageState,
  CoverageStep,
} from '@/features/support/vehicle-coverage/types';

export const PRODUCTS = ['AD900 Pro', 'AD1000 Max'];

/** A preset's event (a decoded VIN or a coverage table link): product, brand, model year. */
export function presetChosen(product: string, packid: string, year: string | null = null) {
  return { type: 'presetChosen', product, packid, year } satisfies CoverageEvent;
}

/** Three filters (the second a Year filter), then two result columns. */
export const COLUMNS: CoverageColumn[] = [
  { field: 'model', label: 'Model', filter: true },
  { field: 'year', label: 'Year', filter: true },
  { field: 'system', label: 'System', filter: true },
  { field: 'read_codes', label: 'Read Codes', filter: false },
  { field: 'special_functions', label: 'Special Functions', filter: false },
];

/** Rows a data answer counts in all (it sends one). */
export const TOTAL = 95;

type OptionsRequest = Extract<CoverageRequest, { kind: 'options' }>;

/** Default filter options: the first names the filters it was asked with. */
function defaultOptions(request: OptionsRequest): string[] {
  return [`${request.field}-a ${JSON.stringify(request.filters)}`, `${request.field}-b`];
}

export interface CoverageService {
  /** Each product's brand rows, duplicates (same packid) as the API sends them. */
  brands: Record<string, CoverageBrand[]>;
  /** A filter's options (default: `<field>-a <filters as JSON>` and `<field>-b`). */
  options?: (request: OptionsRequest) => string[];
}

export interface CoverageDriver {
  /** Every request answered, in order; empty it to watch what a step loads. */
  asked: CoverageRequest[];
  /** The service's answer to one request. */
  answer: (request: CoverageRequest) => CoverageEvent;
  /** Feeds the answers of a step's requests back until nothing is asked. */
  settle: (step: CoverageStep) => Promise<CoverageState>;
  /** The state once the first load settles: first product, brand, version and page. */
  firstView: () => Promise<CoverageState>;
}

export function coverageDriver(service: CoverageService): CoverageDriver {
  const options = service.options ?? defaultOptions;
  const driver: CoverageDriver = {
    asked: [],
    answer(request) {
      driver.asked.push(request);
      const { id } = request;
      switch (request.kind) {
        case 'products':
          return { type: 'productsLoaded', id, products: PRODUCTS };
        case 'brands':
          return { type: 'brandsLoaded', id, brands: service.brands[request.product] ?? [] };
        case 'fields':
          return { type: 'fieldsLoaded', id, columns: COLUMNS };
        case 'options':
          return { type: 'optionsLoaded', id, options: options(request) };
        case 'data':
          return {
            type: 'dataLoaded',
            id,
            rows: [
              {
                model: `row of page ${request.page}`,
                year: request.filters.year ?? 'any',
                read_codes: '√',
              },
            ],
            total: TOTAL,
          };
      }
    },
    settle: (step) => settleCascade(step, async (request) => driver.answer(request)),
    firstView: () => driver.settle(transition(initialCoverageState(), { type: 'start' })),
  };
  return driver;
}

/** The kinds of call a step asks for, in order. */
export function kinds(step: CoverageStep): CoverageRequest['kind'][] {
  return step.requests.map((r) => r.kind);
}

/** The one request of this kind a step asks for (the test fails on none or several). */
export function only<K extends CoverageRequest['kind']>(
  step: CoverageStep,
  kind: K,
): Extract<CoverageRequest, { kind: K }> {
  const found = step.requests.filter(
    (r): r is Extract<CoverageRequest, { kind: K }> => r.kind === kind,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}
