/**
 * The grid's sample data (the vendor's page shows placeholder data): the page's
 * own list, as the vendor's API names no function-stock list. Filtered, sorted and paged in
 * the browser, with no call. Every card is a distinct function at the spec's sample price
 * (999, 50 % off), which the page labels as sample prices (SAMPLE_PRICES_NOTE).
 */
import type {
  FunctionStockFilters,
  FunctionStockItem,
  FunctionStockList,
  FunctionStockProps,
} from '@/features/catalogue/types';
import { DEFAULT_FUNCTION_CLASSES } from './components/function-stock-toolbar';
import type { FunctionIcon } from './function-icons';
import { functionPictureUrl } from './function-picture-url';

/** The sample's price in USD: 50 % off the crossed-out original. */
export const PLACEHOLDER_PRICE = 999;
export const PLACEHOLDER_DISCOUNT_PERCENT = 50;
/** The original the sample price is half of, shown struck through. */
export const PLACEHOLDER_CROSSED_PRICE =
  (PLACEHOLDER_PRICE * 100) / (100 - PLACEHOLDER_DISCOUNT_PERCENT);
export const PLACEHOLDER_PAGE_SIZE = 12;
/** Said above the grid: the prices are the spec's sample, not a dealer's quote. */
export const SAMPLE_PRICES_NOTE =
  'Sample prices: your dealer quotes the price of a function for your tool.';

/**
 * The sample functions: a distinct, real kind of function each (what a workshop buys for a
 * tool it owns), three of each class, two per brand, each with its own icon. The prices are
 * the spec's sample price; the like counts are sample counts too.
 */
const SAMPLES: readonly {
  brand: string;
  classKey: string;
  title: string;
  summary: string;
  icon: FunctionIcon;
  likes: number;
}[] = [
  {
    brand: 'Toyota',
    classKey: 'basic',
    title: 'Toyota Oil Service Reset',
    summary: 'Resets the oil life monitor and service interval after an oil change.',
    icon: 'oilReset',
    likes: 214,
  },
  {
    brand: 'Volkswagen',
    classKey: 'basic',
    title: 'Volkswagen EPB Service Mode',
    summary: 'Retracts the electronic parking brake pistons for a pad change, then recalibrates.',
    icon: 'parkingBrake',
    likes: 187,
  },
  {
    brand: 'Honda',
    classKey: 'basic',
    title: 'Honda SAS Calibration',
    summary: 'Calibrates the steering angle sensor after an alignment or a steering repair.',
    icon: 'steeringAngle',
    likes: 96,
  },
  {
    brand: 'Audi',
    classKey: 'special',
    title: 'Audi DPF Regeneration',
    summary: 'Runs a forced regeneration of the diesel particulate filter and resets its values.',
    icon: 'dpf',
    likes: 152,
  },
  {
    brand: 'Ford',
    classKey: 'special',
    title: 'Ford Injector Coding',
    summary: 'Writes the correction codes of new diesel injectors to the engine control unit.',
    icon: 'injector',
    likes: 73,
  },
  {
    brand: 'BMW',
    classKey: 'special',
    title: 'BMW Key Programming',
    summary: 'Adds a new or replacement key to the car, or removes a lost one.',
    icon: 'key',
    likes: 268,
  },
  {
    brand: 'Toyota',
    classKey: 'upgrade',
    title: 'Toyota Software Upgrade, 1 Year',
    summary: 'Twelve months of new models, systems and functions for Toyota and Lexus.',
    icon: 'softwareUpgrade',
    likes: 58,
  },
  {
    brand: 'BMW',
    classKey: 'upgrade',
    title: 'BMW ECU Programming Update',
    summary: 'Flashes control units with the latest factory software for BMW and MINI.',
    icon: 'ecuFlash',
    likes: 121,
  },
  {
    brand: 'Honda',
    classKey: 'upgrade',
    title: 'Honda ADAS Calibration Package',
    summary: 'Adds front camera and radar calibration for Honda and Acura.',
    icon: 'camera',
    likes: 44,
  },
  {
    brand: 'Ford',
    classKey: 'point',
    title: 'Ford 100 Point Card',
    summary: '100 points for online functions such as module programming and key reads.',
    icon: 'points',
    likes: 37,
  },
  {
    brand: 'Audi',
    classKey: 'point',
    title: 'Audi 500 Point Card',
    summary: '500 points for online coding, component protection and key functions.',
    icon: 'pointCard',
    likes: 29,
  },
  {
    brand: 'Volkswagen',
    classKey: 'point',
    title: 'Volkswagen Battery Registration Points',
    summary: '50 points for battery registrations after a battery replacement.',
    icon: 'battery',
    likes: 18,
  },
];

/** A sample function: the grid's item with the original its price is cut from. */
export interface SampleFunction extends FunctionStockItem {
  /** USD, struck through beside the price. */
  crossedPrice: number;
  /** What the function does, in a sentence. */
  summary: string;
}

/** The whole percent `price` takes off `crossed` (0 when there is no saving). */
export function percentOff(price: number, crossed: number): number {
  if (!(crossed > 0) || !(price >= 0) || price >= crossed) return 0;
  return Math.round((1 - price / crossed) * 100);
}

/** The twelve sample functions, one page; a class missing from the list is skipped. */
export const PLACEHOLDER_ITEMS: readonly SampleFunction[] = SAMPLES.flatMap((sample, index) => {
  const cls = DEFAULT_FUNCTION_CLASSES.find((c) => c.key === sample.classKey);
  if (!cls) return [];
  return [
    {
      id: index + 1,
      title: sample.title,
      summary: sample.summary,
      picture: functionPictureUrl(sample.icon, cls.id),
      price: PLACEHOLDER_PRICE,
      crossedPrice: PLACEHOLDER_CROSSED_PRICE,
      className: cls.name,
      brand: sample.brand,
      likeCount: sample.likes,
    },
  ];
});

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
      (!keyword || `${item.title} ${item.brand} ${item.summary}`.toLowerCase().includes(keyword)),
  );
  // Newest first is the highest id; most popular, the most sample likes (then the lower id).
  const sorted =
    filters.sort === 'recent'
      ? [...matching].reverse()
      : [...matching].sort((a, b) => b.likeCount - a.likeCount || a.id - b.id);
  const start = (Math.max(1, filters.page) - 1) * PLACEHOLDER_PAGE_SIZE;
  return {
    items: sorted.slice(start, start + PLACEHOLDER_PAGE_SIZE),
    page: { current: filters.page, total: matching.length, pageSize: PLACEHOLDER_PAGE_SIZE },
  };
}
