/** A dealer: its logo links to its own site. */
export interface Dealer {
  /** Stable within a country: the API gives dealers no id, so name and link identify one. */
  key: string;
  name: string;
  url: string;
  logo: string;
}

/** A country with the dealers a list shows in it. */
export interface DealerCountry {
  id: number;
  name: string;
  dealers: Dealer[];
}

/** A region or a mode: the choices of the region select and the mode tabs. */
export interface BuyOption {
  id: number;
  name: string;
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

/** /where-to-buy (spec 2, "Where to buy"). */
export interface WhereToBuyProps {
  id: number;
  name: string;
  banner: string;
  regions: BuyOption[];
  modes: BuyOption[];
  /** Every country with dealers (business_all): the unfiltered list, in the server's HTML. */
  countries: DealerCountry[];
}
