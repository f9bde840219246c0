import clsx from 'clsx';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './icon';
import { chevronLeftIcon } from './icon-paths/chevron-left';
import { chevronRightIcon } from './icon-paths/chevron-right';
import styles from './tabs.module.css';

export interface TabItem<V extends string | number> {
  value: V;
  label: string;
  /** The tab element's id (the panel's aria-labelledby). */
  id: string;
  /** The id of the panel the tab shows. */
  controls?: string;
}

export interface TabsProps<V extends string | number> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** The selected tab; null selects none. */
  value: V | null;
  onChange: (value: V) => void;
  /**
   * Arrow keys also select (cheap panels, e.g. a carousel already loaded); otherwise they
   * move the focus and Enter or Space selects (panels that fetch).
   */
  selectionFollowsFocus?: boolean;
  className?: string;
}

/** Which ends of a scrolling row hide tabs: the cue (fade and arrow) shows on those. */
function useOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const node = ref.current;
    if (!node) return;
    const max = node.scrollWidth - node.clientWidth;
    // 1 px of slack: sub-pixel widths never reach the exact end.
    setEnds({ start: node.scrollLeft > 1, end: node.scrollLeft < max - 1 });
  }, []);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const scrollBy = (direction: -1 | 1) => {
    const node = ref.current;
    node?.scrollBy({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { ref, ends, scrollBy };
}

/** A scroll arrow at one end of the tab strip: for the pointer only (the keyboard moves tabs). */
function ScrollArrow({
  direction,
  onScroll,
}: {
  /** -1 the start, 1 the end. */
  direction: -1 | 1;
  onScroll: (direction: -1 | 1) => void;
}) {
  const start = direction === -1;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={clsx(styles.arrow, start ? styles.arrowStart : styles.arrowEnd)}
      onClick={() => onScroll(direction)}
    >
      <Icon path={start ? chevronLeftIcon : chevronRightIcon} size="small" />
    </button>
  );
}

/**
 * A WAI-ARIA tablist: one tab in the tab order, arrows, Home and End move between tabs.
 * A row wider than its box scrolls, with a fade and an arrow on each end that hides tabs
 * (the arrows are for pointers: keyboard focus already scrolls the focused tab into view).
 * Plain buttons and CSS: no styling runtime on the page.
 */
export function Tabs<V extends string | number>({
  label,
  tabs,
  value,
  onChange,
  selectionFollowsFocus = false,
  className,
}: TabsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  // With nothing selected the first tab takes the tab stop.
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const from = refs.current.findIndex((node) => node === event.target);
    if (from < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    if (selectionFollowsFocus && tabs[next].value !== value) onChange(tabs[next].value);
  }

  const { ref: listRef, ends, scrollBy } = useOverflow();

  return (
    <div
      className={clsx(
        styles.scroller,
        ends.start && styles.moreBefore,
        ends.end && styles.moreAfter,
        className,
      )}
    >
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tab.id}
              aria-selected={selected}
              aria-controls={tab.controls}
              tabIndex={index === tabStop ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {ends.start && <ScrollArrow direction={-1} onScroll={scrollBy} />}
      {ends.end && <ScrollArrow direction={1} onScroll={scrollBy} />}
    </div>
  );
}
