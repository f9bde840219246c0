/**
 * The grid's sample data (the vendor's page shows placeholder data): the page's
 * own list, as the vendor's API names no function-stock list. Filtered, sorted and paged in
 * the browser, with no call.
 */
import type {
  FunctionStockFilters,
  FunctionStockItem,
  FunctionStockList,
  FunctionStockProps,
} from '@/features/catalogue/types';
import { DEFAULT_FUNCTION_CLASSES } from '../components/function-stock-toolbar';

/** The sample's price in USD: 50 % off the crossed-out original. */
export const PLACEHOLDER_PRICE = 999;
export const PLACEHOLDER_DISCOUNT_PERCENT = 50;
/** The original the sample price is half of, shown struck through. */
export const PLACEHOLDER_CROSSED_PRICE =
  (PLACEHOLDER_PRICE * 100) / (100 - PLACEHOLDER_DISCOUNT_PERCENT);
export const PLACEHOLDER_PAGE_SIZE = 12;

const BRANDS = ['Audi', 'BMW', 'Ford', 'Honda', 'Toyota', 'Volkswagen'] as const;

/** A neutral picture drawn in place (no request): a grey card with a tool mark. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eef1f5"/><circle cx="200" cy="150" r="56" fill="none" stroke="#9aa7b8" stroke-width="14"/><rect x="188" y="70" width="24" height="160" rx="8" fill="#9aa7b8"/></svg>',
  );

/** A sample function: the grid's item with the original its price is cut from. */
export interface SampleFunction extends FunctionStockItem {
  /** USD, struck through beside the price. */
  crossedPrice: number;
}

/** The whole percent `price` takes off `crossed` (0 when there is no saving). */
export function percentOff(price: number, crossed: number): number {
  if (!(crossed > 0) || !(price >= 0) || price >= crossed) return 0;
  return Math.round((1 - price / crossed) * 100);
}

/** Two functions per brand, classes in turn: 12 items, one page. */
export const PLACEHOLDER_ITEMS: readonly SampleFunction[] = BRANDS.flatMap((brand, b) =>
  [0, 1].map((n) => {
    const cls = DEFAULT_FUNCTION_CLASSES[(b * 2 + n) % DEFAULT_FUNCTION_CLASSES.length];
    return {
      id: b * 2 + n + 1,
      title: `${brand} ${cls.name}`,
      picture: PICTURE,
      price: PLACEHOLDER_PRICE,
      crossedPrice: PLACEHOLDER_CROSSED_PRICE,
      className: cls.name,
      brand,
      likeCount: 0,
    };
  }),
);

export const PLACEHOLDER_BRAND_GROUPS: FunctionStockProps['brandGroups'] = [
  { group: 'A-F', brands: ['Audi', 'BMW', 'Ford'] },
  { group: 'G-L', brands: ['Honda'] },
  { group: 'M-R', brands: [] },
  { group: 'S-Z', brands: ['Toyota', 'Volkswagen'] },
];

/** One page of the sample grid for these filters. */
export function placeholderList(
  filters: FunctionStockFilters,
): FunctionStockList & { items: SampleFunction[] } {
  const brand = filters.brand.trim().toLowerCase();
  const keyword = filters.keyword.trim().toLowerCase();
  const className = DEFAULT_FUNCTION_CLASSES.find((c) => c.key === filters.classKey)?.name;
  const matching = PLACEHOLDER_ITEMS.filter(
    (item) =>
      (!brand || item.brand.toLowerCase() === brand) &&
      (!className || item.className === className) &&
      (!keyword || `${item.title} ${item.brand}`.toLowerCase().includes(keyword)),
  );
  // Newest first is the highest id; all have the same (local) likes, so popular is id order.
  const sorted = filters.sort === 'recent' ? [...matching].reverse() : matching;
  const start = (Math.max(1, filters.page) - 1) * PLACEHOLDER_PAGE_SIZE;
  return {
    items: sorted.slice(start, start + PLACEHOLDER_PAGE_SIZE),
    page: { current: filters.page, total: matching.length, pageSize: PLACEHOLDER_PAGE_SIZE },
  };
}
