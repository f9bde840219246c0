import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { clampPage, pageCount, Pagination } from '@/components/pagination';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import { KEYWORD_PARAM, type ListQueryPatch, PAGE_PARAM, parseChoice } from '@/lib/list-query';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import typo from '@/styles/typography.module.css';
import { DEFAULT_FUNCTION_STOCK_FILTERS, useFunctionStock } from './api/use-function-stock';
import { FunctionStockGrid } from './components/function-stock-grid';
import { FunctionStockSidebar, SORT_OPTIONS } from './components/function-stock-sidebar';
import {
  DEFAULT_FUNCTION_CLASSES,
  FunctionStockToolbar,
} from './components/function-stock-toolbar';
import type { FunctionStockFilters, FunctionStockProps } from '../types';
import styles from './function-stock-view.module.css';

/** The filters' query parameters (`page` and `keyword` are every list's). */
export const FUNCTION_STOCK_PARAMS = {
  brand: 'brand',
  sort: 'sort',
  classKey: 'class',
  keyword: KEYWORD_PARAM,
  page: PAGE_PARAM,
} as const satisfies Record<keyof FunctionStockFilters, string>;

/** Left out of the address: the unfiltered, most popular first page. */
const ADDRESS_DEFAULTS: ListQueryPatch = {
  [FUNCTION_STOCK_PARAMS.sort]: DEFAULT_FUNCTION_STOCK_FILTERS.sort,
};

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

/**
 * Function stock (spec 4): brand and sort filters, a banner, keyword and class filters and
 * the grid. The unfiltered first page is in the static HTML; other filters load in the
 * browser. The filters are in the address (`?brand=BMW&sort=recent&class=special&keyword=K
 * &page=2`, defaults left out), read after hydration; an unknown brand, sort or class is
 * no filter.
 */
export default function FunctionStockView({
  name,
  introduce,
  detailsHtml,
  banner,
  brandGroups,
  classes,
  initial,
  placeholder,
}: FunctionStockProps) {
  const listQuery = useListQuery(ADDRESS_DEFAULTS);
  const names = FUNCTION_STOCK_PARAMS;
  const brands = brandGroups.flatMap((group) => group.brands);
  const classKeys = (classes.length > 0 ? classes : DEFAULT_FUNCTION_CLASSES).map((c) => c.key);
  const chosen = {
    brand: parseChoice(listQuery.get(names.brand), brands, ''),
    sort: parseChoice(listQuery.get(names.sort), SORTS, DEFAULT_FUNCTION_STOCK_FILTERS.sort),
    classKey: parseChoice(listQuery.get(names.classKey), classKeys, ''),
    keyword: listQuery.keyword,
  };
  // The unfiltered list (any sort) is the server's: its page count is known before asking.
  const unfiltered = !chosen.brand && !chosen.classKey && !chosen.keyword;
  const knownPages = unfiltered ? pageCount(initial.page.total, initial.page.pageSize) : Infinity;
  const filters: FunctionStockFilters = {
    ...chosen,
    page: clampPage(listQuery.page, knownPages),
  };
  const { data, error, isLoading, isValidating } = useFunctionStock(filters, initial, placeholder);
  const list = data ?? (error ? { ...initial, items: [] } : initial);
  // A filtered page past its last (it comes back empty) shows the last one.
  const lastPage =
    data && !isLoading && !error && data.items.length === 0
      ? pageCount(data.page.total, data.page.pageSize)
      : Infinity;
  useCanonicalListQuery(listQuery, toQuery({ ...filters, page: Math.min(filters.page, lastPage) }));
  // Any filter change starts again from the first page.
  const change = (patch: Partial<FunctionStockFilters>) =>
    listQuery.push(toQuery({ ...filters, page: 1, ...patch }));

  const bannerPicture = banner ? (
    <Picture
      src={banner.picture}
      alt={banner.name}
      width={1920}
      height={480}
      priority
      sizes={PICTURE_SIZES.fullBleed}
      className={styles.bannerPicture}
    />
  ) : null;

  return (
    <>
      {banner?.url ? (
        <Link href={banner.url} className={styles.banner}>
          {bannerPicture}
        </Link>
      ) : banner ? (
        <div className={styles.banner}>{bannerPicture}</div>
      ) : null}
      <Container className={styles.page}>
        <h1 className={clsx(typo.h1, styles.title)}>{name}</h1>
        {introduce ? (
          <p className={clsx(typo.body1, typo.secondary, styles.introduce)}>{introduce}</p>
        ) : null}
        <div className={styles.layout}>
          <FunctionStockSidebar
            brandGroups={brandGroups}
            brand={filters.brand}
            sort={filters.sort}
            onBrand={(brand) => change({ brand })}
            onSort={(sort) => change({ sort })}
          />
          <div>
            <FunctionStockToolbar
              classes={classes}
              classKey={filters.classKey}
              keyword={filters.keyword}
              onClass={(classKey) => change({ classKey })}
              onKeyword={(keyword) => change({ keyword })}
            />
            {error && !data ? (
              <p role="alert" className={clsx(typo.body1, styles.error)}>
                {error.message}
              </p>
            ) : (
              <FunctionStockGrid items={list.items} busy={isValidating && !!data} />
            )}
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
        {detailsHtml ? <Prose html={detailsHtml} className={styles.details} /> : null}
      </Container>
    </>
  );
}
