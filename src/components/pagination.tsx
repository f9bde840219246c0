import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import typo from '@/styles/typography.module.css';
import { Icon } from './ui/icon';
import { chevronLeftIcon } from '@/components/ui/icon-paths/chevron-left';
import { chevronRightIcon } from '@/components/ui/icon-paths/chevron-right';
import styles from './pagination.module.css';

/** Pages needed for `total` rows of `pageSize` (at least 1, so a pager always has a page). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A page number inside 1..count (non-numbers become 1). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Pages always shown at each end, and either side of the current page (MUI's defaults). */
const BOUNDARY = 1;
const SIBLINGS = 1;

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/**
 * The pages between previous and next, as MUI's usePagination lists them: the first and last
 * page, the current one with a neighbour each side, an ellipsis for each gap of two or more
 * pages; always the same number of items once there are enough pages, so the pager keeps
 * its width.
 */
export function pagerItems(page: number, count: number): PagerItem[] {
  const startPages = range(1, Math.min(BOUNDARY, count));
  const endPages = range(Math.max(count - BOUNDARY + 1, BOUNDARY + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - SIBLINGS, count - BOUNDARY - SIBLINGS * 2 - 1),
    BOUNDARY + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + SIBLINGS, BOUNDARY + SIBLINGS * 2 + 2),
    count - BOUNDARY - 1,
  );
  const beforeSiblings: PagerItem[] =
    siblingsStart > BOUNDARY + 2
      ? ['start-ellipsis']
      : BOUNDARY + 1 < count - BOUNDARY
        ? [BOUNDARY + 1]
        : [];
  const afterSiblings: PagerItem[] =
    siblingsEnd < count - BOUNDARY - 1
      ? ['end-ellipsis']
      : count - BOUNDARY > BOUNDARY
        ? [count - BOUNDARY]
        : [];
  return [
    ...startPages,
    ...beforeSiblings,
    ...range(siblingsStart, siblingsEnd),
    ...afterSiblings,
    ...endPages,
  ];
}

export interface PaginationProps {
  /** Rows in all pages. */
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** Shows a "Go to" page field. */
  jumper?: boolean;
  /** Hides the "Total N" text. */
  hideTotal?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Accessible name of the navigation. */
  label?: string;
}

/**
 * Total, prev, pager, next (and an optional jumper): MUI Pagination's markup, names and
 * page list as plain buttons, plus the spec's extras.
 */
export function Pagination({
  total,
  pageSize,
  page,
  onChange,
  jumper = false,
  hideTotal = false,
  size = 'medium',
  label = 'Pagination',
}: PaginationProps) {
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const jumperId = useId();
  const pagerRef = useRef<HTMLUListElement>(null);
  // Previous or next that is about to be disabled under the keyboard focus, and its page.
  const pendingFocus = useRef<{ page: number; trigger: HTMLElement } | null>(null);

  // Like MUI: focus moves to the current page instead of getting lost with the button.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.page !== current) return;
    pendingFocus.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active === pending.trigger) {
      pagerRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [current]);

  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  const step = (target: number, event: MouseEvent<HTMLButtonElement>) => {
    pendingFocus.current =
      (target === 1 || target === count) && document.activeElement === event.currentTarget
        ? { page: target, trigger: event.currentTarget }
        : null;
    go(target);
  };

  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const input = event.currentTarget;
    const raw = input.value.trim();
    input.value = '';
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) return;
    go(clampPage(value, count));
  };

  const item = clsx(styles.item, size !== 'medium' && styles[size]);
  const arrow = clsx(item, styles.arrow);

  return (
    <nav aria-label={label} className={styles.pagination}>
      {hideTotal ? null : <span className={typo.body1}>{`Total ${total}`}</span>}
      <ul ref={pagerRef} className={styles.pager}>
        <li>
          <button
            type="button"
            className={arrow}
            aria-label="Go to previous page"
            disabled={current <= 1}
            onClick={(event) => step(current - 1, event)}
          >
            <Icon path={chevronLeftIcon} size="inherit" className={styles.icon} />
          </button>
        </li>
        {pagerItems(current, count).map((entry) => (
          <li key={entry}>
            {typeof entry === 'number' ? (
              <button
                type="button"
                className={item}
                aria-label={entry === current ? `page ${entry}` : `Go to page ${entry}`}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            ) : (
              <div className={clsx(item, styles.ellipsis)}>…</div>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className={arrow}
            aria-label="Go to next page"
            disabled={current >= count}
            onClick={(event) => step(current + 1, event)}
          >
            <Icon path={chevronRightIcon} size="inherit" className={styles.icon} />
          </button>
        </li>
      </ul>
      {jumper ? (
        <div className={styles.jumper}>
          <label htmlFor={jumperId} className={typo.body1}>
            Go to page
          </label>
          <input
            id={jumperId}
            className={styles.jumperInput}
            type="number"
            min={1}
            max={count}
            onKeyDown={jump}
          />
        </div>
      ) : null}
    </nav>
  );
}
