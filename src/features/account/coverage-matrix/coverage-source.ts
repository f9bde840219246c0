/**
 * The coverage service's answers the matrix needs, asked through the diagnosis proxy the
 * coverage page uses (its fetchers: diag-interface.ts) and kept for the page's life in the
 * browser: the product list once, a product's brands once, a version's columns once, and the
 * rows of one (product, brand, version, year) (and model, for a car without a VIN) once, so a
 * matrix of 5 tools and 5 cars asks at most once per distinct combination.
 */
import {
  BASE_REQUEST_DATA,
  postInterface,
  toBrands,
  toColumns,
  toProducts,
  toRows,
} from '@/lib/diag/interface';
import { isYearFilter, uniqueBrands } from '@/lib/diag/brands';
import type { CoverageBrand, CoverageColumn } from '@/lib/diag/types';
import { INTERFACE_URL } from '@/contract/support/vehicle-coverage-api-types';
import type { CarQuery } from './car-query';
import { brandFor, functionCount, type Verdict } from './verdict';

/** The coverage page's fixed page size. */
const PAGE_SIZE = 20;

const cache = new Map<string, Promise<unknown>>();

/** The answer kept under `key`, asked once; a failed ask is forgotten (the next one retries). */
function once<T>(key: unknown[], ask: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key);
  let found = cache.get(id) as Promise<T> | undefined;
  if (!found) {
    found = ask();
    cache.set(id, found);
    found.catch(() => cache.delete(id));
  }
  return found;
}

/** Forgets every answer (tests). */
export function clearCoverageCache(): void {
  cache.clear();
}

export function coverageProducts(): Promise<string[]> {
  return once(['products'], async () =>
    toProducts(await postInterface(INTERFACE_URL.product, { ...BASE_REQUEST_DATA })),
  );
}

export function productBrands(product: string): Promise<CoverageBrand[]> {
  return once(['brands', product], async () =>
    uniqueBrands(
      toBrands(
        await postInterface(INTERFACE_URL.brand, { ...BASE_REQUEST_DATA, product_name: product }),
      ),
    ),
  );
}

function versionColumns(
  product: string,
  packid: string,
  version: string,
): Promise<CoverageColumn[]> {
  return once(['fields', product, packid, version], async () =>
    toColumns(
      await postInterface(INTERFACE_URL.field, {
        ...BASE_REQUEST_DATA,
        product_name: product,
        packid,
        version,
      }),
    ),
  );
}

interface YearRows {
  total: number;
  functions: number;
}

function yearRows(
  product: string,
  packid: string,
  version: string,
  year: number,
  model: string,
): Promise<YearRows> {
  return once(['data', product, packid, version, year, model], async () => {
    const columns = await versionColumns(product, packid, version);
    const filters = columns.filter((c) => c.filter);
    const yearField = filters.find((c) => isYearFilter(c))?.field;
    const modelField = filters.find((c) => c.field.toLowerCase() === 'model')?.field;
    const data = await postInterface(INTERFACE_URL.data, {
      ...(model && modelField ? { [modelField]: model } : {}),
      ...(yearField ? { [yearField]: String(year) } : {}),
      ...BASE_REQUEST_DATA,
      product_name: product,
      packid,
      version,
      PageIndex: 1,
      PageSize: PAGE_SIZE,
    });
    const { rows, total } = toRows(data);
    return {
      total,
      functions: functionCount(
        rows,
        filters.map((c) => c.field),
      ),
    };
  });
}

/** A coverage product's verdict on a car. */
export async function verdictOf(product: string, car: CarQuery): Promise<Verdict> {
  if (!car.maker || car.year === null) return { kind: 'unknown', reason: 'car-unknown' };
  let brands: CoverageBrand[];
  try {
    brands = await productBrands(product);
  } catch {
    return { kind: 'unknown', reason: 'no-answer' };
  }
  const brand = brandFor(brands, car);
  if (!brand) return { kind: 'not-covered', product };
  try {
    const rows = await yearRows(product, brand.packid, brand.version, car.year, car.model);
    return rows.total > 0
      ? {
          kind: 'covered',
          product,
          packid: brand.packid,
          year: car.year,
          functions: rows.functions,
        }
      : { kind: 'not-covered', product };
  } catch {
    return { kind: 'unknown', reason: 'no-answer' };
  }
}

/** The first tool of the catalogue (in the service's order) that covers the car, or null. */
export async function closestCovering(
  car: CarQuery,
  except: readonly string[],
): Promise<Extract<Verdict, { kind: 'covered' }> | null> {
  const products = await coverageProducts();
  for (const product of products.filter((p) => !except.includes(p))) {
    const verdict = await verdictOf(product, car);
    if (verdict.kind === 'covered') return verdict;
  }
  return null;
}
