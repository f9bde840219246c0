import { gridTemplate } from '@/components/grid-list';

describe('gridTemplate', () => {
  it('turns column counts per breakpoint into grid templates whose cells cannot overflow', () => {
    expect(gridTemplate({ xs: 2, lg: 6 })).toEqual({
      xs: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
    });
  });
});
