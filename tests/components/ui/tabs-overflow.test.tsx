import { act, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/ui/tabs';

const tabs = ['Automotive Diagnostic Tool', 'Circuit Testers', 'TPMS Service'].map((label, i) => ({
  value: i,
  label,
  id: `tab-${i}`,
}));

/** jsdom has no layout: give the tablist a scrolling box of the given sizes. */
function layOut(
  list: HTMLElement,
  { scrollWidth, clientWidth, scrollLeft }: Record<string, number>,
) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  list.scrollLeft = scrollLeft;
  act(() => {
    list.dispatchEvent(new Event('scroll'));
  });
}

describe('a row of tabs wider than its box', () => {
  it('shows a scroll cue on the end that hides tabs, and on both once scrolled', () => {
    const { container } = render(
      <Tabs label="Product categories" tabs={tabs} value={0} onChange={() => {}} />,
    );
    const list = screen.getByRole('tablist');
    layOut(list, { scrollWidth: 900, clientWidth: 350, scrollLeft: 0 });
    // The arrows are pointer helpers (hidden from assistive technology, out of the tab order).
    const arrows = () => container.querySelectorAll('button[aria-hidden="true"]');
    expect(arrows()).toHaveLength(1);
    expect(arrows()[0]).toHaveAttribute('tabindex', '-1');

    layOut(list, { scrollWidth: 900, clientWidth: 350, scrollLeft: 200 });
    expect(arrows()).toHaveLength(2);

    layOut(list, { scrollWidth: 900, clientWidth: 350, scrollLeft: 550 });
    expect(arrows()).toHaveLength(1);
  });

  it('shows no cue when every tab fits', () => {
    const { container } = render(
      <Tabs label="Product categories" tabs={tabs} value={0} onChange={() => {}} />,
    );
    layOut(screen.getByRole('tablist'), { scrollWidth: 600, clientWidth: 600, scrollLeft: 0 });
    expect(container.querySelectorAll('button[aria-hidden="true"]')).toHaveLength(0);
  });
});
