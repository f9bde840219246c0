import clsx from 'clsx';
import Link from 'next/link';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import { DEFAULT_FUNCTION_STOCK_FILTERS, useFunctionStock } from '../api/use-function-stock';
import { FunctionStockGrid } from '../components/function-stock/function-stock-grid';
import { FunctionStockSidebar } from '../components/function-stock/function-stock-sidebar';
import { FunctionStockToolbar } from '../components/function-stock/function-stock-toolbar';
import type { FunctionStockFilters, FunctionStockProps } from '../types';
import styles from './function-stock-view.module.css';

/**
 * Function stock (spec 4): brand and sort filters, a banner, keyword and class filters and
 * the grid. The unfiltered first page is in the static HTML; other filters load in the browser.
 */
export default function FunctionStockView({
  name,
  introduce,
  detailsHtml,
  banner,
  brandGroups,
  classes,
  initial,
}: FunctionStockProps) {
  const [filters, setFilters] = useState<FunctionStockFilters>(DEFAULT_FUNCTION_STOCK_FILTERS);
  const { data, error, isValidating } = useFunctionStock(filters, initial);
  const list = data ?? (error ? { ...initial, items: [] } : initial);
  // Any filter change starts again from the first page.
  const change = (patch: Partial<FunctionStockFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));

  const bannerPicture = banner ? (
    <Picture
      src={banner.picture}
      alt={banner.name}
      width={1920}
      height={480}
      priority
      sizes="100vw"
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
                  onChange={(page) => setFilters((current) => ({ ...current, page }))}
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
