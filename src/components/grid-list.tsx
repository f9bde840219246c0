import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import styles from './grid-list.module.css';

/** Breakpoints: xs 0, sm 600, md 769, lg 1025, xl 1440 px (as in the theme). */
export type GridBreakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type GridColumns = Partial<Record<GridBreakpoint, number>>;

/** `{xs: 2, lg: 4}` → `{'--cols-xs': 2, '--cols-lg': 4}` for grid-list.module.css. */
export function gridColumnVars(columns: GridColumns, gap?: number): CSSProperties {
  const vars: Record<string, number | string> = {};
  for (const [breakpoint, count] of Object.entries(columns)) {
    if (typeof count === 'number' && count > 0) vars[`--cols-${breakpoint}`] = Math.trunc(count);
  }
  if (gap !== undefined) vars['--grid-gap'] = `${gap * 8}px`;
  return vars as CSSProperties;
}

/**
 * The grid's class for an element that is not a GridList (a div of cards, a list with its own
 * markup): its module sets the columns as --cols-xs ... --cols-xl and the gap as --grid-gap.
 * The grid's rules sit in a lower layer, so that module's own rules win.
 */
export const gridClass = styles.grid;

/** gridClass whose short last row is centred under the full rows, as GridList lays out its cards. */
export const balancedGridClass = `${styles.grid} ${styles.balanced}`;

/**
 * A collection of cards as a list (ul/li for screen readers) laid out as a responsive grid.
 * A short last row is centred under the full ones. While `busy` (a new page loading), the
 * cards dim and the list says so.
 */
export function GridList({
  columns,
  children,
  label,
  busy,
  gap,
  className,
}: {
  columns: GridColumns;
  /** The `<li>` elements. */
  children: ReactNode;
  label?: string;
  busy?: boolean;
  /** In 8px units (default 2). */
  gap?: number;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={clsx(balancedGridClass, className)}
      style={gridColumnVars(columns, gap)}
    >
      {children}
    </ul>
  );
}
