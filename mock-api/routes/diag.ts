/**
 * POST /api/diagoem/get_interface: the proxy to the vehicle-coverage service (docs/api.md,
 * "The envelope"). The body names the service call (`requestUrl`) and its data
 * (`requestData`, a JSON string). Answers use the service's codes: 0 success, 500 the
 * "special" answer (a version being re-published), anything else an error with a msg.
 */
import type { DeepReadonly } from '../store/db';
import type {
  Database,
  DbDiagField,
  DbDiagFunction,
  DbDiagProduct,
  DbDiagVersion,
  DiagSubField,
} from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { DIAGOEM_OPERATIONS } from '../../src/contract/schemas/service';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;
type Plain = Record<string, unknown>;

export const DIAG_OK = 0;
export const DIAG_SPECIAL = 500;
export const DIAG_PAGE_SIZE = 20;
export const DIAG_MAX_PAGE_SIZE = 100;
export const DIAG_UPDATING_MSG =
  'The coverage data of this version is being updated, please try again later';
const MAX_REQUEST_DATA = 10_000;
const MAX_VALUE = 200;

export const DIAG_URLS = [
  '/funcquery/diagOem/getProduct',
  '/funcquery/diagOem/getBrand',
  '/funcquery/diagOem/getDiagField',
  '/funcquery/diagOem/getFieldOptions',
  '/funcquery/diagOem/getDiagData',
  '/funcquery/diagOem/getDiagExtraField',
  '/funcquery/diagOem/getDiagExtraData',
] as const;
type DiagUrl = (typeof DIAG_URLS)[number];

const SUB_FIELDS: DiagSubField[] = ['actuation_test', 'special_functions'];

/** The popup's columns per sub_field. */
export const EXTRA_FIELDS: Record<DiagSubField, { field: string; en: string }[]> = {
  actuation_test: [
    { field: 'function_name', en: 'Function Name' },
    { field: 'system', en: 'System' },
    { field: 'description', en: 'Description' },
  ],
  special_functions: [
    { field: 'function_name', en: 'Function Name' },
    { field: 'system', en: 'System' },
    { field: 'description', en: 'Description' },
    { field: 'conditions', en: 'Conditions' },
  ],
};

/** An error of the service: its code, its msg and `data: null`. */
function fail(code: number, msg: string): never {
  throw new ApiError(code, msg, 200, { data: null });
}
function bad(msg: string): never {
  return fail(CODE.badRequest, msg);
}

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's requestUrl, one of the seven (a missing leading slash is forgiven). */
function readUrl(body: Plain): DiagUrl {
  const raw = body.requestUrl;
  if (raw === undefined || raw === null || raw === '') bad('requestUrl is required');
  if (typeof raw !== 'string') bad('requestUrl must be text');
  const url = raw.trim().startsWith('/') ? raw.trim() : `/${raw.trim()}`;
  const known = DIAG_URLS.find((u) => u.toLowerCase() === url.toLowerCase());
  if (!known) fail(CODE.notFound, `Unknown requestUrl "${raw.slice(0, 100)}"`);
  return known;
}

/** requestData: a JSON string of an object (an object itself is accepted too). */
function readData(body: Plain): Plain {
  const raw = body.requestData;
  if (raw === undefined || raw === null || raw === '') return {};
  if (isPlain(raw)) return raw;
  if (typeof raw !== 'string') bad('requestData must be a JSON string of an object');
  if (raw.length > MAX_REQUEST_DATA)
    bad(`requestData must be at most ${MAX_REQUEST_DATA} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    bad('requestData is not valid JSON');
  }
  if (!isPlain(parsed)) bad('requestData must be a JSON string of an object');
  return parsed;
}

/** An optional text value (numbers become text); absent, null or '' gives ''. */
function optionalText(data: Plain, name: string): string {
  const value = data[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') bad(`${name} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > MAX_VALUE) bad(`${name} must be at most ${MAX_VALUE} characters`);
  return trimmed;
}

function requiredText(data: Plain, name: string): string {
  const value = optionalText(data, name);
  if (value === '') bad(`${name} is required`);
  return value;
}

/** A whole number from 1 to `max` (digits in text too), or `fallback` when absent. */
function positive(data: Plain, name: string, fallback: number, max: number): number {
  const value = data[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(number)) bad(`${name} must be a whole number`);
  if (number < 1) bad(`${name} must be 1 or more`);
  if (number > max) bad(`${name} must be at most ${max}`);
  return number;
}

/** `category` (diag) and `lang` (EN) are fixed; other values are refused. */
function checkFixed(data: Plain): void {
  const category = optionalText(data, 'category');
  if (category !== '' && category.toLowerCase() !== 'diag') bad('category must be diag');
  const lang = optionalText(data, 'lang');
  if (lang !== '' && lang.toUpperCase() !== 'EN') bad('lang must be EN');
}

function products(db: Data): DeepReadonly<DbDiagProduct>[] {
  return [...(db.diag_products ?? [])].sort((a, b) => a.product_sort - b.product_sort);
}

function findProduct(db: Data, data: Plain): DeepReadonly<DbDiagProduct> {
  const name = requiredText(data, 'product_name');
  const product = products(db).find((p) => p.product_name.toLowerCase() === name.toLowerCase());
  if (!product) fail(CODE.notFound, `No product named "${name}"`);
  return product;
}

interface Selection {
  product: DeepReadonly<DbDiagProduct>;
  version: DeepReadonly<DbDiagVersion>;
  /** The columns this product shows for this version. */
  fields: DeepReadonly<DbDiagField>[];
}

/** product_name, packid and version, all known to each other; 500 while a version updates. */
function select(db: Data, data: Plain): Selection {
  const product = findProduct(db, data);
  const packid = requiredText(data, 'packid');
  const version = requiredText(data, 'version');
  const rows = product.brands.filter((b) => b.packid.toLowerCase() === packid.toLowerCase());
  if (rows.length === 0) {
    fail(CODE.notFound, `No brand with packid "${packid}" for ${product.product_name}`);
  }
  const known = rows.find((b) => b.version.toLowerCase() === version.toLowerCase());
  if (!known) {
    fail(CODE.notFound, `No version "${version}" of ${rows[0].brand} for ${product.product_name}`);
  }
  const found = (db.diag_versions ?? []).find(
    (v) => v.packid === known.packid && v.version === known.version,
  );
  if (!found) fail(CODE.notFound, `No coverage data for ${known.packid} ${known.version}`);
  if (found.status === 'updating') fail(DIAG_SPECIAL, DIAG_UPDATING_MSG);
  const fields = found.fields.filter((f) => !product.hidden_fields.includes(f.field));
  return { product, version: found, fields };
}

/** The filter values sent (by field name), in the order of the filter columns. */
function filterValues(
  data: Plain,
  fields: readonly DeepReadonly<DbDiagField>[],
): [field: string, value: string][] {
  return fields
    .filter((f) => f.filter_field === 1)
    .map((f) => [f.field, optionalText(data, f.field)] as [string, string])
    .filter(([, value]) => value !== '');
}

/** The rows of a selection (its version, the product's systems) matching the filters. */
function matchingRows(
  db: Data,
  selection: Selection,
  filters: [string, string][],
): Record<string, string>[] {
  const { product, version, fields } = selection;
  const systems = new Set(product.systems);
  const out: Record<string, string>[] = [];
  for (const row of db.diag_rows ?? []) {
    if (row.packid !== version.packid || !row.versions.includes(version.version)) continue;
    if (systems.size > 0 && !systems.has(row.cells.system)) continue;
    if (
      !filters.every(
        ([field, value]) => (row.cells[field] ?? '').toLowerCase() === value.toLowerCase(),
      )
    ) {
      continue;
    }
    const cells: Record<string, string> = {};
    for (const { field } of fields) cells[field] = row.cells[field] ?? '';
    out.push(cells);
  }
  return out;
}

function page<T>(rows: T[], data: Plain) {
  const index = positive(data, 'PageIndex', 1, 100_000);
  const size = positive(data, 'PageSize', DIAG_PAGE_SIZE, DIAG_MAX_PAGE_SIZE);
  return {
    Data: rows.slice((index - 1) * size, index * size),
    Total: rows.length,
    PageSize: size,
    PageIndex: index,
  };
}

function subField(data: Plain): DiagSubField {
  const value = requiredText(data, 'sub_field');
  const found = SUB_FIELDS.find((s) => s === value.toLowerCase());
  if (!found) bad('sub_field must be actuation_test or special_functions');
  return found;
}

/** `nos`: comma-separated function numbers of `sub`; an unknown one answers 404. */
function functionsOf(db: Data, data: Plain, sub: DiagSubField): DeepReadonly<DbDiagFunction>[] {
  const value = data.nos;
  if (value === undefined || value === null) bad('nos is required');
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') bad('nos must be comma-separated function numbers');
  if (text.length > 2000) bad('nos must be at most 2000 characters');
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
    bad('nos must be comma-separated function numbers');
  }
  const bySub = (db.diag_functions ?? []).filter((f) => f.sub_field === sub);
  const seen = new Set<number>();
  const out: DeepReadonly<DbDiagFunction>[] = [];
  for (const part of parts) {
    const no = Number(part);
    if (seen.has(no)) continue;
    seen.add(no);
    const found = bySub.find((f) => f.no === no);
    if (!found)
      fail(
        CODE.notFound,
        `No ${sub === 'actuation_test' ? 'actuation test' : 'special function'} number ${no}`,
      );
    out.push(found);
  }
  return out;
}

/** Option values, sorted: years newest first, other text A to Z (numbers in order). */
function sortOptions(field: string, values: Iterable<string>): string[] {
  const list = [...values];
  if (field === 'year') return list.sort((a, b) => Number(b) - Number(a));
  return list.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

function answer(url: DiagUrl, db: Data, data: Plain): unknown {
  switch (url) {
    case '/funcquery/diagOem/getProduct':
      return products(db).map(({ product_name }) => ({ product_name }));
    case '/funcquery/diagOem/getBrand':
      return findProduct(db, data).brands.map(({ brand, packid, version }) => ({
        brand,
        packid,
        version,
      }));
    case '/funcquery/diagOem/getDiagField':
      return select(db, data).fields.map(({ field, en, filter_field }) => ({
        field,
        en,
        filter_field,
      }));
    case '/funcquery/diagOem/getFieldOptions': {
      const selection = select(db, data);
      const field = requiredText(data, 'field');
      const filters = selection.fields.filter((f) => f.filter_field === 1);
      const position = filters.findIndex((f) => f.field === field);
      if (position < 0) {
        bad(
          `field must be a filter field of this version: ${filters.map((f) => f.field).join(', ')}`,
        );
      }
      // Only the filters before this one narrow its options.
      const before = filterValues(data, filters.slice(0, position));
      const values = new Set(
        matchingRows(db, selection, before)
          .map((row) => row[field])
          .filter((value) => value !== ''),
      );
      return sortOptions(field, values);
    }
    case '/funcquery/diagOem/getDiagData': {
      const selection = select(db, data);
      return page(matchingRows(db, selection, filterValues(data, selection.fields)), data);
    }
    case '/funcquery/diagOem/getDiagExtraField':
      return EXTRA_FIELDS[subField(data)];
    case '/funcquery/diagOem/getDiagExtraData': {
      const sub = subField(data);
      const search = optionalText(data, 'function_name').toLowerCase();
      const rows = functionsOf(db, data, sub)
        .filter((f) => search === '' || f.function_name.toLowerCase().includes(search))
        .map((f) => {
          const row: Record<string, string | number> = { no: f.no };
          for (const { field } of EXTRA_FIELDS[sub]) {
            row[field] = f[field as keyof DbDiagFunction] as string;
          }
          return row;
        });
      return page(rows, data);
    }
  }
}

export const diagRoutes: RouteDef[] = [
  documentedRoute({
    method: 'POST',
    operation: DIAGOEM_OPERATIONS.getInterface,
    path: VENDOR_ENDPOINTS.diagoem.getInterface.path,
    summary:
      'The coverage service proxy: {requestUrl, requestData} → {code: 0, data}; 500 special; other codes show msg',
    handler: ({ ctx, input }) => {
      const plain: Plain = { ...input };
      const url = readUrl(plain);
      const data = readData(plain);
      checkFixed(data);
      return { code: DIAG_OK, msg: 'success', data: answer(url, ctx.db.data, data) };
    },
  }),
];
