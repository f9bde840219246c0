import {
  DEFAULT_FUNCTION_STOCK_FILTERS,
  FUNCTION_STOCK_PATH,
  functionStockKey,
  functionStockQuery,
  isDefaultFilters,
} from '@/features/catalogue/function-stock/api/use-function-stock';

describe('function-stock query builder', () => {
  it('asks for the popular first page by default', () => {
    expect(functionStockQuery(DEFAULT_FUNCTION_STOCK_FILTERS)).toEqual({ sort: 'popular' });
    expect(isDefaultFilters(DEFAULT_FUNCTION_STOCK_FILTERS)).toBe(true);
  });

  it('adds each filter that is set, trimmed', () => {
    expect(
      functionStockQuery({
        brand: ' BMW ',
        sort: 'recent',
        classKey: 'special',
        keyword: '  coding ',
        page: 3,
      }),
    ).toEqual({ brand: 'BMW', sort: 'recent', class: 'special', keyword: 'coding', page: 3 });
  });

  it('leaves out blank filters and page 1', () => {
    const filters = { ...DEFAULT_FUNCTION_STOCK_FILTERS, keyword: '   ', page: 1 };
    expect(functionStockQuery(filters)).toEqual({ sort: 'popular' });
    expect(isDefaultFilters(filters)).toBe(true);
    expect(isDefaultFilters({ ...filters, page: 2 })).toBe(false);
  });

  it('keys SWR on path and query, with no token (public data)', () => {
    expect(functionStockKey({ ...DEFAULT_FUNCTION_STOCK_FILTERS, classKey: 'point' })).toEqual([
      FUNCTION_STOCK_PATH,
      { sort: 'popular', class: 'point' },
      null,
    ]);
  });
});
