import { clampPage, pageCount, pagerItems } from '@/components/pagination';

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(48, 12)).toBe(4);
    expect(pageCount(49, 12)).toBe(5);
    expect(pageCount(1, 12)).toBe(1);
  });

  it('is at least one page, whatever the input', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(-3, 12)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 12)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..count', () => {
    expect(clampPage(3, 4)).toBe(3);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-2, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
  });

  it('truncates fractions and turns non-numbers into page 1', () => {
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 4)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('pagerItems', () => {
  it('lists every page while there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the current page with a neighbour each side, like MUI', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });
});
