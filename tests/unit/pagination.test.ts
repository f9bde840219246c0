import { clampPage, pageCount } from '@/components/pagination';

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
