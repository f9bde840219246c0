import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { samePath } from '@/lib/list-query';
import typo from '@/styles/typography.module.css';
import type { BlogCategoryLink } from '@/features/content/types';
import styles from './category-list.module.css';
import list from '@/styles/list.module.css';

export interface CategoryListProps {
  rootPath: string;
  categories: BlogCategoryLink[];
  /** The path of the page shown (its entry is highlighted). */
  currentPath: string;
}

/** The sidebar's blog categories, "All" first; each is a page of its own (ISR). */
export function CategoryList({ rootPath, categories, currentPath }: CategoryListProps) {
  const headingId = useId();
  const entries = [{ id: 0, name: 'All', path: rootPath }, ...categories];
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={clsx(typo.h6, styles.heading)}>
        Categories
      </h2>
      <ul className={list.bare}>
        {entries.map((entry) => {
          const current = samePath(entry.path, currentPath);
          return (
            <li key={entry.path}>
              <Link
                href={entry.path}
                aria-current={current ? 'page' : undefined}
                className={styles.link}
              >
                <span className={clsx(typo.body1, styles.name)}>{entry.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
