import clsx from 'clsx';
import { pagerItems } from '@/components/pagination';
import pagination from '@/components/pagination.module.css';
import { Icon } from '@/components/ui/icon';
import { chevronLeftIcon } from '@/components/ui/icon-paths/chevron-left';
import { chevronRightIcon } from '@/components/ui/icon-paths/chevron-right';
import { Link } from '@/components/ui/link';
import type { SearchType } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { searchPagePath } from '../paging';
import styles from './search-pager.module.css';
import type { SearchPaging } from '../types';

/**
 * The pages of one tab's results as links (the site's pager look): each page is an address of
 * its own (`?page=N`), rendered on the server, so it works before the scripts and for crawlers.
 */
export function SearchPager({
  type,
  keywords,
  paging,
  label,
}: {
  type: SearchType;
  keywords: string;
  paging: SearchPaging;
  label: string;
}) {
  const { page, pages, total } = paging;
  if (pages <= 1) return null;
  const href = (target: number) => searchPagePath(type, keywords, target);
  const item = clsx(pagination.item, styles.link);
  const arrow = clsx(item, pagination.arrow);
  return (
    <nav aria-label={label} className={pagination.pagination}>
      <span className={typo.body1}>{`Total ${total}`}</span>
      <ul className={pagination.pager}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} className={arrow} aria-label="Go to previous page">
              <Icon path={chevronLeftIcon} size="inherit" className={pagination.icon} />
            </Link>
          ) : null}
        </li>
        {pagerItems(page, pages).map((entry) => (
          <li key={entry}>
            {typeof entry === 'number' ? (
              <Link
                href={href(entry)}
                className={item}
                aria-label={entry === page ? `page ${entry}` : `Go to page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </Link>
            ) : (
              <div className={clsx(pagination.item, pagination.ellipsis)}>…</div>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} className={arrow} aria-label="Go to next page">
              <Icon path={chevronRightIcon} size="inherit" className={pagination.icon} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
