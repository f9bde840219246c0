import clsx from 'clsx';
import { useRef } from 'react';
import { GridList } from '@/components/grid-list';
import { pageCount, Pagination } from '@/components/pagination';
import { useToast } from '@/components/toast';
import typo from '@/styles/typography.module.css';
import { SupportSection } from '../components/support-section';
import { downloadArchive, DownloadError } from './api/download-archive';
import { useArchives } from './api/use-archives';
import { useBrowseSearch } from './browse-search';
import { ArchiveCard } from './components/archive-card';
import { ListToolbar } from './components/list-toolbar';
import type { DownloadsProps } from './types';
import styles from './view.module.css';

/**
 * Downloads (spec 2): a category select ("All" plus the file categories), a keyword search
 * and the grid of files; pagination in browse mode only (a search lists every match). Page 1
 * of "All" is in the static HTML; the state is in the address. A click downloads the file
 * under its name; a failure says so.
 */
export default function DownloadsView({
  id,
  name,
  nav,
  introduce,
  categories,
  initial,
}: DownloadsProps) {
  const toast = useToast();
  const gridRef = useRef<HTMLElement>(null);
  const initialPages = pageCount(initial.total, initial.pageSize);
  const list = useBrowseSearch({
    allId: id,
    categoryIds: [id, ...categories.map((category) => category.id)],
    pageCountOf: (categoryId) => (categoryId === id ? initialPages : Infinity),
  });
  const { state } = list;
  const { data, error, isLoading, isValidating } = useArchives(state, id, initial);
  const shown = data ?? { items: [], total: 0, pageSize: initial.pageSize };

  const download = async (archiveId: number) => {
    try {
      await downloadArchive(archiveId);
    } catch (failure) {
      // The API's refusals were shown by the client; a file that did not come is said here.
      if (failure instanceof DownloadError) toast.error(failure.message);
    }
  };

  const goToPage = (page: number) => {
    list.goToPage(page);
    gridRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <SupportSection nav={nav} title={name}>
      {introduce ? (
        <p className={clsx(typo.body1, typo.secondary, styles.introduce)}>{introduce}</p>
      ) : null}
      <ListToolbar
        label="Downloads"
        allId={id}
        categories={categories}
        categoryValue={list.categoryValue}
        keyword={state.mode === 'search' ? state.keyword : ''}
        onCategory={list.chooseCategory}
        onSearch={list.search}
      />
      <section ref={gridRef} aria-label="Files" aria-busy={isLoading || isValidating}>
        {error && !data ? (
          <p role="alert" className={clsx(typo.body1, styles.alert)}>
            {error.message}
          </p>
        ) : null}
        {shown.items.length === 0 && !isLoading && !error ? (
          <p className={clsx(typo.body1, typo.secondary, styles.empty)}>No files found.</p>
        ) : (
          <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={3} busy={isValidating && !!data}>
            {shown.items.map((archive) => (
              <li key={archive.id}>
                <ArchiveCard archive={archive} onDownload={download} />
              </li>
            ))}
          </GridList>
        )}
        {state.mode === 'browse' && shown.total > 0 ? (
          <div className={styles.pagination}>
            <Pagination
              total={shown.total}
              pageSize={shown.pageSize}
              page={state.page}
              onChange={goToPage}
              label="Downloads pages"
            />
          </div>
        ) : null}
      </section>
    </SupportSection>
  );
}
