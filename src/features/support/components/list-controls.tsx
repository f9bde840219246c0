/* What the support lists share under their filters: the search's status, the results and their pages. */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ListEmpty, ListLoadError } from '@/components/list-notes';
import { Pagination, type PaginationProps } from '@/components/pagination';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';
import styles from './list-toolbar.module.css';

/** Says which keyword the list shows the matches of; nothing without one. */
export function SearchStatus({ keyword }: { keyword: string }) {
  if (!keyword) return null;
  return (
    <p role="status" className={clsx(typo.body2, typo.secondary, styles.status)}>
      Search results for “{keyword}”
    </p>
  );
}

/** What a list's fetch reports (useLiveRead with its retry). */
interface ListFetch {
  data: unknown;
  error: Error | undefined;
  isLoading: boolean;
  isValidating: boolean;
  retry: () => void;
}

/**
 * A fetched list: its load failure (with Retry) while it has nothing to show, "nothing found"
 * once an answer has no items, else the items.
 */
export function ListResults({
  fetched,
  count,
  empty,
  children,
}: {
  fetched: ListFetch;
  /** How many items the list shows. */
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ListLoadError
        error={fetched.error}
        loaded={Boolean(fetched.data)}
        onRetry={fetched.retry}
        retrying={fetched.isValidating}
      />
      {count === 0 && !fetched.isLoading && !fetched.error ? (
        <ListEmpty>{empty}</ListEmpty>
      ) : (
        children
      )}
    </>
  );
}

/** The list's pages under it; nothing when the list is empty. */
export function ListPages(
  props: Pick<PaginationProps, 'total' | 'pageSize' | 'page' | 'onChange' | 'label'>,
) {
  if (!(props.total > 0)) return null;
  return (
    <div className={layout.listPagination}>
      <Pagination {...props} />
    </div>
  );
}
