import { gridColumnVars } from '@/components/grid-list';

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
