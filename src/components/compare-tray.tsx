import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { Button, ButtonLink, IconButton } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icon-paths/close';
import { visuallyHiddenClass } from '@/components/ui/visually-hidden';
import {
  clearCompare,
  dismissCompareNotice,
  removeFromCompare,
  useCompareState,
} from '@/lib/compare-store';
import { COMPARE_MAX, compareHref } from '@/lib/compare-slugs';
import styles from './compare-tray.module.css';

/** Drawn at its own size (no `sizes`: 1x and 2x candidates). */
const COMPARE_TRAY_THUMB = { width: 48, height: 36 } as const;

/**
 * The compare tray: the picked products, a link to their comparison and Clear. It sits at the
 * bottom of the window while the page scrolls and in the page's flow above the footer, so it
 * never hides the end of a page. Its status line says why a Compare did nothing (a full tray),
 * on that page only: it does not follow the visitor to the next one (the comparison itself).
 * Names show whole while the bar has room; the products wrap onto a second line before a
 * name is cut.
 */
export default function CompareTray() {
  const { items, notice } = useCompareState();
  const { asPath } = useRouter();
  // Leaving the page (a new address) forgets the notice given on it.
  useEffect(() => dismissCompareNotice, [asPath]);
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const headingId = `${id}-heading`;
  return (
    <div className={styles.dock} data-compare-tray="">
      {/* Only a tray with products can be full, so the status line is there from the first. */}
      {items.length > 0 ? (
        <p role="status" className={notice ? styles.notice : visuallyHiddenClass}>
          {notice ?? ''}
        </p>
      ) : null}
      {items.length > 0 ? (
        <section aria-labelledby={headingId} className={styles.tray}>
          <Container className={styles.inner}>
            <div className={styles.head}>
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
                Compare{' '}
                <span className={styles.count}>
                  {items.length} of {COMPARE_MAX}
                </span>
              </h2>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? 'Hide products' : 'Show products'}
              </button>
            </div>
            <ul id={listId} className={clsx(styles.list, open && styles.open)}>
              {items.map((item) => (
                <li key={item.slug} className={styles.item}>
                  <Picture
                    src={item.picture}
                    alt=""
                    {...COMPARE_TRAY_THUMB}
                    className={styles.thumb}
                  />
                  <span className={styles.name}>{item.title}</span>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${item.title} from comparison`}
                    onClick={() => {
                      removeFromCompare(item.slug);
                      headingRef.current?.focus();
                    }}
                  >
                    <Icon path={closeIcon} size="small" />
                  </IconButton>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink
                href={compareHref(items.map((item) => item.slug))}
                variant="contained"
                size="small"
              >
                {items.length > 1 ? `Compare ${items.length} products` : 'Compare'}
              </ButtonLink>
              <Button variant="text" size="small" onClick={clearCompare}>
                Clear
              </Button>
            </div>
          </Container>
        </section>
      ) : null}
    </div>
  );
}
