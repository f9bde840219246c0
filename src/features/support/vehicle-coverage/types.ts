import type { SupportPageBase } from '../types';
import type { CoverageState } from './cascade';

/** A brand of the diagnosis database, its duplicates (same packid) merged. */
export interface CoverageBrand {
  brand: string;
  /** As the API sent it: it goes back unchanged in later calls. */
  packid: string | number;
  versions: string[];
}

/** A column of the result table. */
export interface CoverageColumn {
  field: string;
  label: string;
  /** The column is also a filter select. */
  filter: boolean;
}

/** A filter select: the column it filters and its options (loaded one filter at a time). */
export interface CoverageFilter {
  field: string;
  label: string;
  /** '' is "All". */
  value: string;
  options: string[];
  /** Its options are loaded: the select can be used. */
  ready: boolean;
}

export type CoverageRow = Record<string, string>;

export interface CoverageResults {
  rows: CoverageRow[];
  total: number;
  /** 1-based page these rows are. */
  page: number;
}

/** The function lists a result cell opens (spec 2, "Actuation Test" / "Special Functions"). */
export interface FunctionListRef {
  /** The column: special_functions or actuation_test (the request's sub_field). */
  subField: string;
  /** The column's label, the popup's title. */
  title: string;
  /** The cell: comma-separated function numbers. */
  nos: string;
}

export interface VehicleCoverageProps extends SupportPageBase {
  /**
   * The cascade as the server settled it (first product, brand and version, their fields,
   * the first filter's options and the first page), or null when the diagnosis service did
   * not answer: the browser then loads it.
   */
  initial: CoverageState | null;
}
