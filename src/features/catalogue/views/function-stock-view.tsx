import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { DEFAULT_FUNCTION_STOCK_FILTERS, useFunctionStock } from '../api/use-function-stock';
import { FunctionStockGrid } from '../components/function-stock/function-stock-grid';
import { FunctionStockSidebar } from '../components/function-stock/function-stock-sidebar';
import { FunctionStockToolbar } from '../components/function-stock/function-stock-toolbar';
import type { FunctionStockFilters, FunctionStockProps } from '../types';

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

  return (
    <>
      {banner ? (
        <Box
          component={banner.url ? Link : 'div'}
          href={banner.url || undefined}
          sx={{ display: 'block', position: 'relative' }}
        >
          <Picture
            src={banner.picture}
            alt={banner.name}
            width={1920}
            height={480}
            priority
            sizes="100vw"
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        </Box>
      ) : null}
      <Container sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {name}
        </Typography>
        {introduce ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {introduce}
          </Typography>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
            alignItems: 'start',
          }}
        >
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
              <Typography role="alert" color="error" sx={{ py: 4 }}>
                {error.message}
              </Typography>
            ) : (
              <FunctionStockGrid items={list.items} busy={isValidating && !!data} />
            )}
            {list.page.total > list.page.pageSize ? (
              <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
                <Pagination
                  total={list.page.total}
                  pageSize={list.page.pageSize}
                  page={filters.page}
                  onChange={(page) => setFilters((current) => ({ ...current, page }))}
                  label="Function pages"
                />
              </Box>
            ) : null}
          </div>
        </Box>
        {detailsHtml ? <Prose html={detailsHtml} sx={{ mt: 5 }} /> : null}
      </Container>
    </>
  );
}
