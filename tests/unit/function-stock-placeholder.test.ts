import {
  percentOff,
  PLACEHOLDER_CROSSED_PRICE,
  PLACEHOLDER_ITEMS,
  PLACEHOLDER_PAGE_SIZE,
  PLACEHOLDER_PRICE,
  placeholderList,
} from '@/features/catalogue/function-stock/api/placeholder';
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
  it('has two functions of each brand at the sample price, on one page', () => {
    const list = placeholderList(ALL);
    expect(list.items).toHaveLength(12);
    expect(list.items.every((item) => item.price === PLACEHOLDER_PRICE)).toBe(true);
    expect(list.page).toEqual({ current: 1, total: 12, pageSize: PLACEHOLDER_PAGE_SIZE });
    expect(list.items.map((item) => item.id)).toEqual(PLACEHOLDER_ITEMS.map((item) => item.id));
  });

  it('filters by class, brand (any case, trimmed) and keyword together', () => {
    expect(titles({ classKey: 'point' })).toEqual([
      'BMW Point Card',
      'Honda Point Card',
      'Volkswagen Point Card',
    ]);
    expect(titles({ brand: ' bmw ' })).toEqual(['BMW Software Upgrade', 'BMW Point Card']);
    expect(titles({ keyword: '  SPECIAL ' })).toEqual([
      'Audi Special Features',
      'Ford Special Features',
      'Toyota Special Features',
    ]);
    expect(titles({ brand: 'Toyota', classKey: 'special', keyword: 'toy' })).toEqual([
      'Toyota Special Features',
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
      'Volkswagen Point Card',
      'Honda Point Card',
      'BMW Point Card',
    ]);
  });

  it('a page past the last is empty, with the total to find the last', () => {
    expect(placeholderList({ ...ALL, page: 2 })).toEqual({
      items: [],
      page: { current: 2, total: 12, pageSize: PLACEHOLDER_PAGE_SIZE },
    });
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
