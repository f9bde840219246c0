import { type ReactNode, useRef } from 'react';
import { GridList } from '@/components/grid-list';
import { pageCount } from '@/components/pagination';
import { SupportSection } from './support-section';
import type { LibrarySource } from '../api/library-source';
import { useLibraryList } from '../api/use-library-list';
import { useBrowseSearch } from '../browse-search';
import type { LibraryProps } from '../library-types';
import { ListToolbar } from './list-toolbar';
import { ListPages, ListResults } from './list-controls';

export interface LibraryLabels {
  /** What the list holds: the search's name ("Downloads": "Search downloads") and the pager's. */
  list: string;
  /** The grid's region ("Files"). */
  grid: string;
  /** Said when nothing is found ("No files found."). */
  empty: string;
}

export interface LibraryPageProps<Item> extends LibraryProps<Item> {
  source: LibrarySource<Item>;
  labels: LibraryLabels;
  renderCard: (item: Item) => ReactNode;
}

/**
 * A library page (Downloads, Training center): a category select ("All" plus the
 * child categories), a keyword search and the grid of cards; pagination in browse mode only
 * (a search lists every match). Page 1 of "All" is in the static HTML; the state is in the
 * address.
 */
export function LibraryPage<Item extends { id: number }>({
  id,
  name,
  nav,
  introduce,
  categories,
  initial,
  source,
  labels,
  renderCard,
}: LibraryPageProps<Item>) {
  const gridRef = useRef<HTMLElement>(null);
  const initialPages = pageCount(initial.total, initial.pageSize);
  const list = useBrowseSearch({
    allId: id,
    categoryIds: [id, ...categories.map((category) => category.id)],
    pageCountOf: (categoryId) => (categoryId === id ? initialPages : Infinity),
  });
  const { state } = list;
  const fetched = useLibraryList(source, state, id, initial);
  const { data, isLoading, isValidating } = fetched;
  const shown = data ?? { items: [], total: 0, pageSize: initial.pageSize };

  const goToPage = (page: number) => {
    list.goToPage(page);
    gridRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <SupportSection nav={nav} title={name} introduce={introduce}>
      <ListToolbar
        label={labels.list}
        allId={id}
        categories={categories}
        categoryValue={list.categoryValue}
        keyword={state.mode === 'search' ? state.keyword : ''}
        onCategory={list.chooseCategory}
        onSearch={list.search}
      />
      <section ref={gridRef} aria-label={labels.grid} aria-busy={isLoading || isValidating}>
        <ListResults fetched={fetched} count={shown.items.length} empty={labels.empty}>
          <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={3} busy={isValidating && !!data}>
            {shown.items.map((item) => (
              <li key={item.id}>{renderCard(item)}</li>
            ))}
          </GridList>
        </ListResults>
        {state.mode === 'browse' ? (
          <ListPages
            total={shown.total}
            pageSize={shown.pageSize}
            page={state.page}
            onChange={goToPage}
            label={`${labels.list} pages`}
          />
        ) : null}
      </section>
    </SupportSection>
  );
}
