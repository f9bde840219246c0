import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Carousel, CATALOGUE_PER_VIEW } from '@/components/carousel';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { PRODUCT_SEARCH_TAB_ID } from '@/config/constants';
import type { ProductCardData } from '@/lib/goods';
import { searchGoods, useGoodsList } from '../api/use-goods-list';
import { CategoryTabs, PRODUCTS_PANEL_ID, tabId } from '../components/products/category-tabs';
import { ProductGrid } from '../components/products/product-grid';
import { ProductSearch } from '../components/products/product-search';
import type { ProductsPageProps } from '../types';
import { PageBanner } from '@/components/page-banner';

/** On a category sub-path the page scrolls to the list after this long (spec 1, section 9)... */
export const SCROLL_DELAY_MS = 1000;
/** ...to this far past the list's top. */
export const SCROLL_OFFSET_PX = 30;

// In px: MUI reads a bare 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Room left above the list when a new page of it is shown (the sticky header and a gap). */
const PAGE_SCROLL_MARGIN_PX = 90;

function scrollToList(list: HTMLElement | null): void {
  if (!list) return;
  const top = list.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

/** Products (spec 1, 2.4): banner, recommended goods, category tabs, search, grid, pager. */
export default function ProductsView({
  categoryId,
  name,
  bannerPicture,
  isSubPath,
  tabs,
  recommended,
  initial,
}: ProductsPageProps) {
  const [active, setActive] = useState(categoryId);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<{ keyword: string; results: ProductCardData[] } | null>(
    null,
  );
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searching = active === PRODUCT_SEARCH_TAB_ID;
  const { data, isValidating } = useGoodsList(searching ? null : active, page, {
    categoryId,
    data: initial,
  });

  // A new category page (client navigation) starts over on its own tab.
  const [shownCategory, setShownCategory] = useState(categoryId);
  if (shownCategory !== categoryId) {
    setShownCategory(categoryId);
    setActive(categoryId);
    setPage(1);
    setSearch(null);
  }

  useEffect(() => {
    if (!isSubPath) return;
    const timer = window.setTimeout(() => scrollToList(listRef.current), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSubPath, categoryId]);

  const changeTab = (id: number) => {
    setActive(id);
    setPage(1);
  };

  const runSearch = async (keyword: string): Promise<boolean> => {
    try {
      const results = await searchGoods(keyword);
      setSearch({ keyword, results });
      setActive(PRODUCT_SEARCH_TAB_ID);
      return true;
    } catch {
      // The API client has shown the server's message.
      return false;
    }
  };

  const list = searching ? (search?.results ?? []) : (data?.products ?? []);

  return (
    <>
      <PageBanner src={bannerPicture} priority />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {/* The banner picture carries the name; the heading stays for screen readers and SEO. */}
        <Typography variant="h1" sx={bannerPicture ? visuallyHidden : { mb: 3 }}>
          {name}
        </Typography>

        {recommended.length > 0 ? (
          <Box component="section" aria-labelledby="products-recommended" sx={{ mb: 5 }}>
            <Typography variant="h2" id="products-recommended" sx={{ mb: 2 }}>
              Recommended
            </Typography>
            <Carousel label="Recommended products" perView={CATALOGUE_PER_VIEW}>
              {recommended.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Carousel>
          </Box>
        ) : null}

        <Box ref={listRef} component="section" aria-label="Product list">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Box sx={{ width: { xs: '100%', md: 420 } }}>
              <ProductSearch onSearch={runSearch} />
            </Box>
          </Box>
          <Box sx={{ mb: 3 }}>
            <CategoryTabs tabs={tabs} active={active} onChange={changeTab} />
          </Box>

          <Box
            ref={panelRef}
            role="tabpanel"
            id={PRODUCTS_PANEL_ID}
            aria-labelledby={tabId(active)}
            sx={{ scrollMarginTop: `${PAGE_SCROLL_MARGIN_PX}px` }}
          >
            {searching && search ? (
              <Typography role="status" sx={{ mb: 2 }}>
                Search results for “{search.keyword}”: {search.results.length}{' '}
                {search.results.length === 1 ? 'product' : 'products'}
              </Typography>
            ) : null}
            <ProductGrid
              products={list}
              busy={!searching && isValidating}
              emptyText={
                searching ? 'No products match your keyword.' : 'No products in this category yet.'
              }
            />
            {!searching && data && data.page.total > 0 ? (
              <Pagination
                label="Product pages"
                total={data.page.total}
                pageSize={data.page.listRows}
                page={page}
                onChange={(next) => {
                  setPage(next);
                  panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                }}
              />
            ) : null}
          </Box>
        </Box>
      </Container>
    </>
  );
}
