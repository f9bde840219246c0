import type { SupportPageBase } from '../types';
import type { CoverageBrand, CoverageColumn, CoverageRow } from '@/lib/diag/types';

export type { CoverageBrand, CoverageColumn, CoverageRow };

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

export interface CoverageResults {
  rows: CoverageRow[];
  total: number;
  /** 1-based page these rows are. */
  page: number;
}

/** The function lists a result cell opens. */
export interface FunctionListRef {
  /** The column: special_functions or actuation_test (the request's sub_field). */
  subField: string;
  /** The column's label, the popup's title. */
  title: string;
  /** The cell: comma-separated function numbers. */
  nos: string;
}

/* The cascade's state and events (cascade.ts runs them). */

/** Chosen filter values by field ("All" filters left out). */
export type FilterValues = Record<string, string>;

export type Packid = CoverageBrand['packid'];

/** What every call after the brand list names: the product, brand and version. */
export interface CoverageSelection {
  product: string;
  packid: Packid;
  version: string;
}

export type CoverageRequest =
  | { id: number; kind: 'products' }
  | { id: number; kind: 'brands'; product: string }
  | ({ id: number; kind: 'fields' } & CoverageSelection)
  | ({ id: number; kind: 'options'; field: string; filters: FilterValues } & CoverageSelection)
  | ({
      id: number;
      kind: 'data';
      filters: FilterValues;
      page: number;
      pageSize: number;
    } & CoverageSelection);

export type CoverageRequestKind = CoverageRequest['kind'];

export interface CoverageState {
  products: string[];
  product: string | null;
  brands: CoverageBrand[];
  packid: Packid | null;
  version: string | null;
  columns: CoverageColumn[];
  filters: CoverageFilter[];
  /** The page asked for last. */
  page: number;
  /** The rows shown; null until the first page of this product, brand and version comes. */
  results: CoverageResults | null;
  /** The id of the answer awaited for each kind of call; a newer call supersedes it. */
  pending: {
    products: number | null;
    brands: number | null;
    fields: number | null;
    options: { id: number; field: string } | null;
    data: number | null;
  };
  nextId: number;
  /**
   * A product, brand and model year asked for from outside the selects (a decoded VIN, a
   * link): kept while the product's brands and the brand's columns load, then applied.
   */
  preset?: CoveragePreset;
}

/** What a VIN or a link preselects: a product, a brand (packid) and maybe a model year. */
export interface CoveragePreset {
  product: string;
  packid: string;
  /** Chosen in the Year filter when the version has one and lists it. */
  year: string | null;
}

export type CoverageEvent =
  /** Load from scratch (the server did not settle the cascade). */
  | { type: 'start' }
  | { type: 'productChanged'; product: string }
  /** The brand select's value: the packid as a string. */
  | { type: 'brandChanged'; packid: string }
  | { type: 'versionChanged'; version: string }
  | { type: 'filterChanged'; field: string; value: string }
  | { type: 'pageChanged'; page: number }
  /** A product, brand and year to choose (they load first when needed). */
  | ({ type: 'presetChosen' } & CoveragePreset)
  | { type: 'productsLoaded'; id: number; products: string[] }
  /** The brand rows as they came, duplicates included. */
  | { type: 'brandsLoaded'; id: number; brands: CoverageBrand[] }
  | { type: 'fieldsLoaded'; id: number; columns: CoverageColumn[] }
  | { type: 'optionsLoaded'; id: number; options: string[] }
  | { type: 'dataLoaded'; id: number; rows: CoverageRow[]; total: number }
  | { type: 'requestFailed'; id: number };

export interface CoverageStep {
  state: CoverageState;
  requests: CoverageRequest[];
}

/** A coverage product's goods in the catalogue (api/tool-offers.ts): its page and price. */
export interface ToolOffer {
  /** The coverage service's product name ("AD1000 Max"). */
  product: string;
  /** The goods' title ("AD1000 Max Diagnostic Tablet"). */
  title: string;
  /** Its product page. */
  href: string;
  price: number | null;
  /** The higher price struck through, or null. */
  crossedPrice: number | null;
}

export interface VehicleCoverageProps extends SupportPageBase {
  /**
   * The cascade as the server settled it (first product, brand and version, their fields,
   * the first filter's options and the first page), or null when the diagnosis service did
   * not answer: the browser then loads it.
   */
  initial: CoverageState | null;
  /** The goods of the coverage products the catalogue lists. */
  tools: ToolOffer[];
}

/** What the "Check my car" block needs from the coverage page. */
export interface VinCheckProps {
  /** The product the selects show: preferred when it covers the vehicle. */
  shownProduct: string | null;
  /** Chooses a product, brand and year in the selects. */
  onPreset: (preset: CoveragePreset) => void;
  /** Brings the coverage table into view (after a product's link). */
  onShowTable: () => void;
  /** The Brand select's id: an unknown maker sends the visitor there. */
  brandSelectId: string;
  /** The products' goods: a covering tool links to its page and shows its price. */
  tools: ToolOffer[];
}
