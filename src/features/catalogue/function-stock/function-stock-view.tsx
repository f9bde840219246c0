import clsx from 'clsx';
import { useState } from 'react';
import { clampPage, pageCount, Pagination } from '@/components/pagination';
import { Prose } from '@/components/prose';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { KEYWORD_PARAM, type ListQueryPatch, PAGE_PARAM, parseChoice } from '@/lib/list-query';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import typo from '@/styles/typography.module.css';
import { placeholderList, SAMPLE_PRICES_NOTE } from './placeholder';
import { FunctionStockGrid } from './components/function-stock-grid';
import { FunctionStockSidebar, SORT_OPTIONS } from './components/function-stock-sidebar';
import {
  DEFAULT_FUNCTION_CLASSES,
  FunctionStockToolbar,
} from './components/function-stock-toolbar';
import type { FunctionStockFilters, FunctionStockProps, FunctionStockSort } from '../types';
import styles from './function-stock-view.module.css';

/** The filters' query parameters (`page` and `keyword` are every list's). */
export const FUNCTION_STOCK_PARAMS = {
  brand: 'brand',
  sort: 'sort',
  classKey: 'class',
  keyword: KEYWORD_PARAM,
  page: PAGE_PARAM,
} as const satisfies Record<keyof FunctionStockFilters, string>;

const DEFAULT_SORT: FunctionStockSort = 'popular';

/** Left out of the address: the unfiltered, most popular first page. */
const ADDRESS_DEFAULTS: ListQueryPatch = { [FUNCTION_STOCK_PARAMS.sort]: DEFAULT_SORT };

const SORTS = SORT_OPTIONS.map((option) => option.value);

/** The filters of the address as the view takes them: what it does not know is no filter. */
function toQuery(filters: FunctionStockFilters): ListQueryPatch {
  const names = FUNCTION_STOCK_PARAMS;
  return {
    [names.brand]: filters.brand,
    [names.sort]: filters.sort,
    [names.classKey]: filters.classKey,
    [names.keyword]: filters.keyword,
    [names.page]: filters.page,
  };
}

const FILTERS_ID = 'function-stock-filters';

/** The phone's filters button: what is chosen, so a folded filter is never a hidden one. */
export function filtersLabel({ brand, sort }: Pick<FunctionStockFilters, 'brand' | 'sort'>) {
  const sortLabel = SORT_OPTIONS.find((option) => option.value === sort)?.label ?? '';
  return `Filters: ${brand || 'All Brands'} · ${sortLabel}`;
}

/**
 * Function stock: brand and sort filters, keyword and class filters and the grid.
 * The grid is the spec's sample data (placeholder.ts), filtered, sorted and paged here
 * with no call; the unfiltered first page is in the static HTML. The filters are in the
 * address (`?brand=BMW&sort=recent&class=special&keyword=K&page=2`, defaults left out), read
 * after hydration; an unknown brand, sort or class is no filter, a page past the last is the
 * last.
 */
export default function FunctionStockView({
  name,
  introduce,
  detailsHtml,
  brandGroups,
  classes,
}: FunctionStockProps) {
  const listQuery = useListQuery(ADDRESS_DEFAULTS);
  // Phones: the brand and sort filters fold behind one button, so the grid is on the first
  // screen; wider screens always show them beside the grid.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const names = FUNCTION_STOCK_PARAMS;
  const brands = brandGroups.flatMap((group) => group.brands);
  const classKeys = (classes.length > 0 ? classes : DEFAULT_FUNCTION_CLASSES).map((c) => c.key);
  const chosen = {
    brand: parseChoice(listQuery.get(names.brand), brands, ''),
    sort: parseChoice(listQuery.get(names.sort), SORTS, DEFAULT_SORT),
    classKey: parseChoice(listQuery.get(names.classKey), classKeys, ''),
    keyword: listQuery.keyword,
  };
  // The sample data is all here: the page count is known, a page past the last is the last.
  const { total, pageSize } = placeholderList({ ...chosen, page: 1 }).page;
  const filters: FunctionStockFilters = {
    ...chosen,
    page: clampPage(listQuery.page, pageCount(total, pageSize)),
  };
  const list = placeholderList(filters);
  useCanonicalListQuery(listQuery, toQuery(filters));
  // Any filter change starts again from the first page.
  const change = (patch: Partial<FunctionStockFilters>) =>
    listQuery.push(toQuery({ ...filters, page: 1, ...patch }));

  return (
    <Container className={styles.page}>
      <h1 className={clsx(typo.h1, styles.title)}>{name}</h1>
      {introduce ? (
        <p className={clsx(typo.body1, typo.secondary, styles.introduce)}>{introduce}</p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.filtersColumn}>
          <Button
            variant="outlined"
            size="small"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersLabel(filters)}
          </Button>
          <div id={FILTERS_ID} className={styles.filters} data-open={filtersOpen ? '' : undefined}>
            <FunctionStockSidebar
              brandGroups={brandGroups}
              brand={filters.brand}
              sort={filters.sort}
              onBrand={(brand) => change({ brand })}
              onSort={(sort) => change({ sort })}
            />
          </div>
        </div>
        <div>
          <FunctionStockToolbar
            classes={classes}
            classKey={filters.classKey}
            keyword={filters.keyword}
            onClass={(classKey) => change({ classKey })}
            onKeyword={(keyword) => change({ keyword })}
          />
          <p className={clsx(typo.body2, typo.secondary, styles.sampleNote)}>
            {SAMPLE_PRICES_NOTE}
          </p>
          <FunctionStockGrid items={list.items} />
          {list.page.total > list.page.pageSize ? (
            <div className={styles.pagination}>
              <Pagination
                total={list.page.total}
                pageSize={list.page.pageSize}
                page={filters.page}
                onChange={(page) => listQuery.push({ [names.page]: page })}
                label="Function pages"
              />
            </div>
          ) : null}
        </div>
      </div>
      <Prose html={detailsHtml} className={styles.details} />
    </Container>
  );
}
