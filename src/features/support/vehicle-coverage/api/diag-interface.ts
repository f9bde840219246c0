/**
 * The diagnosis proxy for the coverage page: the cascade's requests and the function popup.
 * The transport and the reshaping of the answers are shared with the customer's coverage
 * matrix: they live in src/lib/diag/interface.ts, which the page's modules import directly.
 */
import type { CoverageEvent, CoverageRequest, CoverageSelection } from '../types';
import { INTERFACE_URL, type InterfaceUrl } from '@/contract/support/vehicle-coverage-api-types';
import type { CoverageColumn, CoverageRow } from '@/lib/diag/types';
import {
  BASE_REQUEST_DATA,
  postInterface,
  toProducts,
  toBrands,
  toColumns,
  toOptions,
  toRows,
} from '@/lib/diag/interface';

// The cascade loads this module when it first asks, and tells a quiet failure with it.
export { isSpecialFailure } from '@/lib/diag/interface';

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
