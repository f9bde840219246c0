import { gridColumnVars } from '@/components/grid-list';
import { balancedColumns } from '@/features/content/category-page/balanced-columns';

describe('gridColumnVars', () => {
  it('passes the column count of each breakpoint to the stylesheet', () => {
    expect(gridColumnVars({ xs: 2, lg: 6 })).toEqual({ '--cols-xs': 2, '--cols-lg': 6 });
  });

  it('turns the gap from 8px units into pixels', () => {
    expect(gridColumnVars({ md: 3 }, 3)).toEqual({ '--cols-md': 3, '--grid-gap': '24px' });
  });

  it('drops counts that are not positive', () => {
    expect(gridColumnVars({ xs: 0, sm: -1, md: 2.7 })).toEqual({ '--cols-md': 2 });
  });
});

describe('balancedColumns', () => {
  it('puts cards that fit in one row side by side', () => {
    expect(balancedColumns(3, 4)).toBe(3);
    expect(balancedColumns(4, 4)).toBe(4);
    expect(balancedColumns(1, 4)).toBe(1);
  });

  it('prefers the widest count that fills every row', () => {
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(8, 4)).toBe(4);
  });

  it('else the count whose last row is fullest, never a lone card when avoidable', () => {
    expect(balancedColumns(5, 4)).toBe(3);
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(7, 3)).toBe(2);
  });

  it('is at least one column', () => {
    expect(balancedColumns(0, 4)).toBe(1);
    expect(balancedColumns(5, 0)).toBe(1);
  });
});
