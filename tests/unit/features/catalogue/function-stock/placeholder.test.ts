import {
  percentOff,
  PLACEHOLDER_CROSSED_PRICE,
  PLACEHOLDER_ITEMS,
  PLACEHOLDER_PAGE_SIZE,
  PLACEHOLDER_PRICE,
  placeholderList,
  SAMPLE_PRICES_NOTE,
} from '@/features/catalogue/function-stock/placeholder';
import { DEFAULT_FUNCTION_CLASSES } from '@/features/catalogue/function-stock/components/function-stock-toolbar';
import type { FunctionStockFilters } from '@/features/catalogue/types';

const ALL: FunctionStockFilters = {
  brand: '',
  sort: 'popular',
  classKey: '',
  keyword: '',
  page: 1,
};
const titles = (filters: Partial<FunctionStockFilters>) =>
  placeholderList({ ...ALL, ...filters }).items.map((item) => item.title);

describe('the sample grid (filtered, sorted and paged in the browser)', () => {
  it('has two functions of each brand at the sample price, on one page, most liked first', () => {
    const list = placeholderList(ALL);
    expect(list.items).toHaveLength(12);
    expect(list.items.every((item) => item.price === PLACEHOLDER_PRICE)).toBe(true);
    expect(list.page).toEqual({ current: 1, total: 12, pageSize: PLACEHOLDER_PAGE_SIZE });
    const likes = list.items.map((item) => item.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(new Set(list.items.map((item) => item.id))).toEqual(
      new Set(PLACEHOLDER_ITEMS.map((item) => item.id)),
    );
  });

  it('filters by class, brand (any case, trimmed) and keyword together', () => {
    expect(titles({ classKey: 'point' })).toEqual([
      'Ford 100 Point Card',
      'Audi 500 Point Card',
      'Volkswagen Battery Registration Points',
    ]);
    expect(titles({ brand: ' bmw ' })).toEqual([
      'BMW Key Programming',
      'BMW ECU Programming Update',
    ]);
    // The keyword finds the title, the brand and what the function does.
    expect(titles({ keyword: '  DIESEL ' })).toEqual([
      'Audi DPF Regeneration',
      'Ford Injector Coding',
    ]);
    expect(titles({ brand: 'Toyota', classKey: 'upgrade', keyword: 'toy' })).toEqual([
      'Toyota Software Upgrade, 1 Year',
    ]);
    expect(placeholderList({ ...ALL, brand: 'Toyota', classKey: 'point' })).toEqual({
      items: [],
      page: { current: 1, total: 0, pageSize: PLACEHOLDER_PAGE_SIZE },
    });
  });

  it('an unknown class is no filter', () => {
    expect(titles({ classKey: 'gold' })).toHaveLength(12);
  });

  it('sorts the most recent (the highest id) first', () => {
    expect(placeholderList({ ...ALL, sort: 'recent' }).items.map((item) => item.id)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(titles({ classKey: 'point', sort: 'recent' })).toEqual([
      'Volkswagen Battery Registration Points',
      'Audi 500 Point Card',
      'Ford 100 Point Card',
    ]);
  });

  it('a page past the last is empty, with the total to find the last', () => {
    expect(placeholderList({ ...ALL, page: 2 })).toEqual({
      items: [],
      page: { current: 2, total: 12, pageSize: PLACEHOLDER_PAGE_SIZE },
    });
  });
});

describe('the sample functions read as real ones', () => {
  it('are twelve distinct functions, each with its own picture and summary', () => {
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(PLACEHOLDER_ITEMS.map((item) => item.title))).toBe(12);
    expect(distinct(PLACEHOLDER_ITEMS.map((item) => item.picture))).toBe(12);
    expect(distinct(PLACEHOLDER_ITEMS.map((item) => item.summary))).toBe(12);
    // No title is only a brand and a class name ("Audi Basic Functions").
    for (const item of PLACEHOLDER_ITEMS) {
      expect(item.title).not.toBe(`${item.brand} ${item.className}`);
      expect(item.picture).toMatch(/^\/api\/function-icons\/[A-Za-z]+-[1-4]\.svg$/);
    }
  });

  it('cover each of the four classes, and the functions a workshop asks for', () => {
    for (const cls of DEFAULT_FUNCTION_CLASSES) {
      expect(PLACEHOLDER_ITEMS.filter((item) => item.className === cls.name).length).toBe(3);
    }
    const titlesAll = PLACEHOLDER_ITEMS.map((item) => item.title).join(' | ');
    for (const kind of [
      /oil/i,
      /EPB/,
      /SAS/,
      /DPF/,
      /injector/i,
      /key/i,
      /upgrade/i,
      /point card/i,
    ]) {
      expect(titlesAll).toMatch(kind);
    }
  });

  it('say that their prices are samples', () => {
    expect(SAMPLE_PRICES_NOTE).toMatch(/^Sample prices/);
  });
});

describe('the sample price', () => {
  it('is 999, 50% off the crossed 1,998', () => {
    expect(PLACEHOLDER_CROSSED_PRICE).toBe(1998);
    expect(PLACEHOLDER_ITEMS.every((item) => item.crossedPrice === 1998)).toBe(true);
    expect(percentOff(PLACEHOLDER_PRICE, PLACEHOLDER_CROSSED_PRICE)).toBe(50);
  });

  it('percentOff says no saving when there is none', () => {
    expect(percentOff(10, 10)).toBe(0);
    expect(percentOff(12, 10)).toBe(0);
    expect(percentOff(10, 0)).toBe(0);
    expect(percentOff(75, 100)).toBe(25);
  });
});
