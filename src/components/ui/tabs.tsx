import clsx from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
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

/**
 * A WAI-ARIA tablist: one tab in the tab order, arrows, Home and End move between tabs.
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

  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx(styles.tabList, className)}
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
  );
}
