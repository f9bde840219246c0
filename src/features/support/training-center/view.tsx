import clsx from 'clsx';
import { useRef } from 'react';
import { GridList } from '@/components/grid-list';
import { pageCount, Pagination } from '@/components/pagination';
import typo from '@/styles/typography.module.css';
import { SupportSection } from '../components/support-section';
import { useBrowseSearch } from '../downloads/browse-search';
import { ListToolbar } from '../downloads/components/list-toolbar';
import { useVideos } from './api/use-videos';
import { VideoCard } from './components/video-card';
import type { TrainingCenterProps } from './types';
import styles from './view.module.css';

/**
 * Training center (spec 2): a category select ("All" plus the video categories), a keyword
 * search and the grid of videos; pagination in browse mode only. Page 1 of "All" is in the
 * static HTML; the state is in the address (as on Downloads).
 */
export default function TrainingCenterView({
  id,
  name,
  nav,
  introduce,
  categories,
  initial,
}: TrainingCenterProps) {
  const gridRef = useRef<HTMLElement>(null);
  const initialPages = pageCount(initial.total, initial.pageSize);
  const list = useBrowseSearch({
    allId: id,
    categoryIds: [id, ...categories.map((category) => category.id)],
    pageCountOf: (categoryId) => (categoryId === id ? initialPages : Infinity),
  });
  const { state } = list;
  const { data, error, isLoading, isValidating } = useVideos(state, id, initial);
  const shown = data ?? { items: [], total: 0, pageSize: initial.pageSize };

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
        label="Videos"
        allId={id}
        categories={categories}
        categoryValue={list.categoryValue}
        keyword={state.mode === 'search' ? state.keyword : ''}
        onCategory={list.chooseCategory}
        onSearch={list.search}
      />
      <section ref={gridRef} aria-label="Videos" aria-busy={isLoading || isValidating}>
        {error && !data ? (
          <p role="alert" className={clsx(typo.body1, styles.alert)}>
            {error.message}
          </p>
        ) : null}
        {shown.items.length === 0 && !isLoading && !error ? (
          <p className={clsx(typo.body1, typo.secondary, styles.empty)}>No videos found.</p>
        ) : (
          <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={3} busy={isValidating && !!data}>
            {shown.items.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
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
              label="Videos pages"
            />
          </div>
        ) : null}
      </section>
    </SupportSection>
  );
}
