import clsx from 'clsx';
import { type MouseEvent, useEffect, useId, useMemo, useState } from 'react';
import { stickyHeaderBottom } from '@/lib/sticky-header';
import typo from '@/styles/typography.module.css';
import type { TocItem } from '@/features/content/types';
import styles from './table-of-contents.module.css';

/** Headings land this far below the sticky site header (50px). */
export const TOC_SCROLL_OFFSET = 50;

/** Where the window scrolls to bring a heading into view: 50px below the header. */
export function scrollTopFor(heading: Element): number {
  return (
    heading.getBoundingClientRect().top + window.scrollY - stickyHeaderBottom() - TOC_SCROLL_OFFSET
  );
}

function flatIds(items: TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatIds(item.children)]);
}

/** The heading in view: the first visible one in document order, else the last one passed. */
function useActiveHeading(ids: string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) {
          setActive(first);
          return;
        }
        // None in view: the last heading above the viewport is the section being read.
        const above = headings.filter((h) => h.getBoundingClientRect().top < 0);
        if (above.length > 0) setActive(above[above.length - 1].id);
      },
      { rootMargin: `-${TOC_SCROLL_OFFSET + 70}px 0px -50% 0px`, threshold: [0, 1] },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);
  return [active, setActive];
}

/** The article's table of contents: a click scrolls smoothly to the heading. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const headingId = useId();
  const ids = useMemo(() => flatIds(items), [items]);
  const [active, setActive] = useActiveHeading(ids);
  if (items.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    window.scrollTo({ top: scrollTopFor(heading), behavior: 'smooth' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActive(id);
  };

  const renderItems = (list: TocItem[], depth: number) => (
    <ul className={clsx(styles.list, depth > 0 && styles.nested)}>
      {list.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            onClick={(event) => go(event, item.id)}
            aria-current={item.id === active ? 'location' : undefined}
            className={styles.link}
          >
            {item.text}
          </a>
          {item.children.length > 0 ? renderItems(item.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={clsx(typo.h6, styles.heading)}>
        Table of Contents
      </h2>
      {renderItems(items, 0)}
    </nav>
  );
}
