/**
 * The diagnosis proxy `POST /api/diagoem/get_interface` for the server loader, the browser
 * hook and the function popup. Its envelope is not the site's: `code` 0 is success, 500 a
 * special failure the page leaves silent (docs/api.md, "Error codes": the vendor's page
 * supplies no handler for it), any other code an error whose msg is shown. Calls are silent
 * here: the coverage hook decides what to show (see isSpecialFailure).
 */
import { ApiError, callApi } from '@/lib/api-client';
import type {
  CoverageBrand,
  CoverageColumn,
  CoverageEvent,
  CoverageRequest,
  CoverageRow,
  CoverageSelection,
} from '../types';
import {
  type ApiDiagBrand,
  type ApiDiagCell,
  type ApiDiagField,
  type ApiDiagOption,
  INTERFACE_URL,
  type InterfaceBody,
  type InterfaceUrl,
} from '@/contract/support/vehicle-coverage-api-types';
import { DIAGOEM_ENDPOINTS } from '@/contract/vendor-endpoints/diagoem';

export const GET_INTERFACE_PATH = DIAGOEM_ENDPOINTS.getInterface.path;

/** The proxy's success code, and the one that goes to the (absent) error callback. */
export const INTERFACE_OK = 0;
export const INTERFACE_SPECIAL = 500;

/** Every request's fixed data. */
export const BASE_REQUEST_DATA = { category: 'diag', lang: 'EN' } as const;

/** Code 500 of the proxy: the page shows nothing for it. */
export function isSpecialFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business' && error.code === INTERFACE_SPECIAL;
}

/**
 * One proxied call: resolves with `data` on code 0, else throws the api-client's ApiError
 * ('business' with the proxy's code and msg, 'server', or 'network'). A caller's own abort
 * rethrows the AbortError.
 */
export async function postInterface(
  requestUrl: InterfaceUrl,
  requestData: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const body: InterfaceBody = { requestUrl, requestData: JSON.stringify(requestData) };
  const answer = await callApi(DIAGOEM_ENDPOINTS.getInterface, {
    body,
    signal,
    successCode: INTERFACE_OK,
    severity: 'silent',
  });
  return answer.data;
}

// --- Reshaping the answers: lists come bare or as {Data, Total, PageSize}. -------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.Data)) return data.Data;
  return [];
}

function totalOf(data: unknown, rows: number): number {
  const total = isRecord(data) ? Number(data.Total) : NaN;
  return Number.isFinite(total) ? total : rows;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function toProducts(data: unknown): string[] {
  return listOf(data)
    .map((item) => (isRecord(item) ? text(item.product_name) : text(item)))
    .filter((name) => name !== '');
}

/** The brand rows as they came (duplicates are the cascade's to remove). */
export function toBrands(data: unknown): CoverageBrand[] {
  return listOf(data).flatMap((item): CoverageBrand[] => {
    if (!isRecord(item)) return [];
    const row = item as Partial<ApiDiagBrand>;
    const packid = row.packid;
    if (typeof packid !== 'string' && typeof packid !== 'number') return [];
    const raw = [row.versions, row.version].flat();
    const versions = raw.map((v) => text(v)).filter((v) => v !== '');
    return [{ brand: text(row.brand) || String(packid), packid, versions }];
  });
}

/** A filter_field flag: set unless empty, 0 or false. */
function isFilterFlag(value: ApiDiagField['filter_field']): boolean {
  if (value === null || value === undefined || value === false) return false;
  const flag = String(value).trim().toLowerCase();
  return flag !== '' && flag !== '0' && flag !== 'false';
}

export function toColumns(data: unknown): CoverageColumn[] {
  return listOf(data).flatMap((item): CoverageColumn[] => {
    if (!isRecord(item)) return [];
    const column = item as Partial<ApiDiagField>;
    const field = text(column.field);
    if (!field) return [];
    return [{ field, label: text(column.en) || field, filter: isFilterFlag(column.filter_field) }];
  });
}

/** A filter's options: plain values, or rows holding the value under the field's name. */
export function toOptions(data: unknown, field: string): string[] {
  return listOf(data)
    .map((item) => {
      const option = item as ApiDiagOption;
      if (!isRecord(option)) return text(option);
      const value = option[field] ?? option.value ?? option.option ?? Object.values(option)[0];
      return text(value);
    })
    .filter((value) => value !== '');
}

function cell(value: ApiDiagCell | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function toRows(data: unknown): { rows: CoverageRow[]; total: number } {
  const rows = listOf(data).flatMap((item): CoverageRow[] => {
    if (!isRecord(item)) return [];
    const row: CoverageRow = {};
    for (const [key, value] of Object.entries(item)) row[key] = cell(value as ApiDiagCell);
    return [row];
  });
  return { rows, total: totalOf(data, rows.length) };
}

// --- The cascade's requests. -------------------------------------------------------------

function selectionData({ product, packid, version }: CoverageSelection) {
  return { ...BASE_REQUEST_DATA, product_name: product, packid, version };
}

/** The requestUrl and requestData of a cascade request. */
export function interfaceCall(request: CoverageRequest): {
  url: InterfaceUrl;
  data: Record<string, unknown>;
} {
  switch (request.kind) {
    case 'products':
      return { url: INTERFACE_URL.product, data: { ...BASE_REQUEST_DATA } };
    case 'brands':
      return {
        url: INTERFACE_URL.brand,
        data: { ...BASE_REQUEST_DATA, product_name: request.product },
      };
    case 'fields':
      return { url: INTERFACE_URL.field, data: selectionData(request) };
    case 'options':
      // The filter values first: a column never overrides the fixed fields.
      return {
        url: INTERFACE_URL.fieldOptions,
        data: { ...request.filters, ...selectionData(request), field: request.field },
      };
    case 'data':
      return {
        url: INTERFACE_URL.data,
        data: {
          ...request.filters,
          ...selectionData(request),
          PageIndex: request.page,
          PageSize: request.pageSize,
        },
      };
  }
}

/** Makes a cascade request and turns its answer into the cascade's event. */
export async function answerRequest(
  request: CoverageRequest,
  signal?: AbortSignal,
): Promise<CoverageEvent> {
  const { url, data: requestData } = interfaceCall(request);
  const data = await postInterface(url, requestData, signal);
  const { id } = request;
  switch (request.kind) {
    case 'products':
      return { type: 'productsLoaded', id, products: toProducts(data) };
    case 'brands':
      return { type: 'brandsLoaded', id, brands: toBrands(data) };
    case 'fields':
      return { type: 'fieldsLoaded', id, columns: toColumns(data) };
    case 'options':
      return { type: 'optionsLoaded', id, options: toOptions(data, request.field) };
    case 'data':
      return { type: 'dataLoaded', id, ...toRows(data) };
  }
}

// --- The function popup. -----------------------------------------------------------------

export interface FunctionListQuery extends CoverageSelection {
  subField: string;
  nos: string;
  /** '' lists them all. */
  functionName: string;
  page: number;
  pageSize: number;
}

/** The popup's columns (getDiagExtraField). */
export async function fetchFunctionColumns(
  query: CoverageSelection & { subField: string },
  signal?: AbortSignal,
): Promise<CoverageColumn[]> {
  const data = await postInterface(
    INTERFACE_URL.extraField,
    { ...selectionData(query), sub_field: query.subField },
    signal,
  );
  return toColumns(data);
}

/** The popup's rows (getDiagExtraData): the cell's functions, by name when one is given. */
export async function fetchFunctionRows(
  query: FunctionListQuery,
  signal?: AbortSignal,
): Promise<{ rows: CoverageRow[]; total: number }> {
  const data = await postInterface(
    INTERFACE_URL.extraData,
    {
      ...selectionData(query),
      sub_field: query.subField,
      nos: query.nos,
      function_name: query.functionName,
      PageIndex: query.page,
      PageSize: query.pageSize,
    },
    signal,
  );
  return toRows(data);
}
