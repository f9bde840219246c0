/**
 * The diagnosis proxy `POST /api/diagoem/get_interface`, as every reader of the coverage
 * service calls it: its envelope is not the site's: `code` 0 is success, 500 a special
 * failure the coverage page leaves silent (docs/api.md, "Error codes"), any other code an
 * error whose msg is shown. Calls are silent here: callers decide what to show (see
 * isSpecialFailure). Lists come bare or as {Data, Total, PageSize}; the to* functions reshape
 * them.
 */
import { ApiError, callApi } from '@/lib/api-client';
import {
  type ApiDiagBrand,
  type ApiDiagCell,
  type ApiDiagField,
  type ApiDiagOption,
  type InterfaceBody,
  type InterfaceUrl,
} from '@/contract/support/vehicle-coverage-api-types';
import { DIAGOEM_ENDPOINTS } from '@/contract/vendor-endpoints/diagoem';
import type { CoverageBrand, CoverageColumn, CoverageRow } from './types';

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
