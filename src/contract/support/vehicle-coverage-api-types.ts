/**
 * Payloads of the diagnosis proxy `POST /api/diagoem/get_interface` (docs/api.md,
 * "The envelope"). The proxy has its own envelope: `code` 0 is success, 500 a special failure.
 */

/** The seven upstream calls the proxy forwards (`requestUrl`). */
export const INTERFACE_URL = {
  product: '/funcquery/diagOem/getProduct',
  brand: '/funcquery/diagOem/getBrand',
  field: '/funcquery/diagOem/getDiagField',
  fieldOptions: '/funcquery/diagOem/getFieldOptions',
  data: '/funcquery/diagOem/getDiagData',
  extraField: '/funcquery/diagOem/getDiagExtraField',
  extraData: '/funcquery/diagOem/getDiagExtraData',
} as const;

export type InterfaceUrl = (typeof INTERFACE_URL)[keyof typeof INTERFACE_URL];

/** The body of get_interface: the upstream call and its data as a JSON string. */
export interface InterfaceBody {
  requestUrl: InterfaceUrl;
  requestData: string;
}

export interface InterfaceEnvelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** One brand row; a brand with several versions may come once per version (same packid). */
export interface ApiDiagBrand {
  brand: string;
  packid: string | number;
  version?: string | string[] | null;
  versions?: string[] | null;
}

export interface ApiDiagField {
  field: string;
  /** The column's English label. */
  en: string;
  /** Set when the column is also a filter select. */
  filter_field?: string | number | boolean | null;
}

export type ApiDiagCell = string | number | null;

/** An option of a filter: a plain value, or a row holding it. */
export type ApiDiagOption = string | number | Record<string, ApiDiagCell>;
