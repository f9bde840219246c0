/** A dealer: its logo and name link to its own site. */
export interface Dealer {
  name: string;
  url: string;
  logo: string;
  /** The modes it sells in (online store, retail store...), by mode id; [] when unknown. */
  modes: number[];
}

/** A country with the dealers a list shows in it. */
export interface DealerCountry {
  id: number;
  name: string;
  /**
   * The country in the address (`?country=DE`) and on the map: its two-letter code, or its id
   * as text when its name is not a country name the site knows.
   */
  choice: string;
  dealers: Dealer[];
}

/** A region or a mode: the choices of the region select and the mode tabs. */
export interface BuyOption {
  id: number;
  name: string;
}

/**
 * A region of the region select, with the ids of its countries (business_all's region_all):
 * what lets the browser apply the region to another filter's answer.
 */
export interface BuyRegion extends BuyOption {
  countryIds: number[];
}

/** A letter of the letter select, or '0' (All). */
export type LetterChoice = string;

/**
 * The filters of the page. They combine: a dealer is shown when it passes every filter that
 * is set (letter AND region AND country keyword AND mode). 0 / '0' / '' mean All.
 */
export interface BuyFilters {
  letter: LetterChoice;
  region: number;
  keyword: string;
  mode: number;
}

/** /where-to-buy. */
export interface WhereToBuyProps {
  id: number;
  name: string;
  banner: string;
  regions: BuyRegion[];
  modes: BuyOption[];
  /** Every country with dealers (business_all): the unfiltered list, in the server's HTML. */
  countries: DealerCountry[];
  /** The world map with those countries marked, fetched by the browser; null with none. */
  map: WhereToBuyMap | null;
}

/**
 * Where the page's browser fetches the world map (the site's map route, SVG), and its size in
 * the map's own units: the page reserves that shape, so nothing moves when the map arrives.
 */
export interface WhereToBuyMap {
  src: string;
  width: number;
  height: number;
}
