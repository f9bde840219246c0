import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Carousel, CATALOGUE_PER_VIEW } from '@/components/carousel';
import { PageBanner } from '@/components/page-banner';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { Container } from '@/components/ui/container';
import { visuallyHiddenClass } from '@/components/ui/visually-hidden';
import { PRODUCT_SEARCH_TAB_ID } from '@/config/constants';
import type { ProductCardData } from '@/lib/goods';
import typo from '@/styles/typography.module.css';
import { searchGoods, useGoodsList } from '../api/use-goods-list';
import { CategoryTabs, PRODUCTS_PANEL_ID, tabId } from '../components/products/category-tabs';
import { ProductGrid } from '../components/products/product-grid';
import { ProductSearch } from '../components/products/product-search';
import type { ProductsPageProps } from '../types';
import styles from './products-view.module.css';

/** On a category sub-path the page scrolls to the list after this long (spec 1, section 9)... */
export const SCROLL_DELAY_MS = 1000;
/** ...to this far past the list's top. */
export const SCROLL_OFFSET_PX = 30;

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
  const listRef = useRef<HTMLElement>(null);
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
      <Container size="xl" className={styles.page}>
        {/* The banner picture carries the name; the heading stays for screen readers and SEO. */}
        <h1 className={bannerPicture ? visuallyHiddenClass : clsx(typo.h1, styles.title)}>
          {name}
        </h1>

        {recommended.length > 0 ? (
          <section aria-labelledby="products-recommended" className={styles.recommended}>
            <h2 id="products-recommended" className={clsx(typo.h2, styles.recommendedTitle)}>
              Recommended
            </h2>
            <Carousel label="Recommended products" perView={CATALOGUE_PER_VIEW}>
              {recommended.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Carousel>
          </section>
        ) : null}

        <section ref={listRef} aria-label="Product list">
          <div className={styles.searchRow}>
            <div className={styles.search}>
              <ProductSearch onSearch={runSearch} />
            </div>
          </div>
          <div className={styles.tabs}>
            <CategoryTabs tabs={tabs} active={active} onChange={changeTab} />
          </div>

          <div
            ref={panelRef}
            role="tabpanel"
            id={PRODUCTS_PANEL_ID}
            aria-labelledby={tabId(active)}
            className={styles.panel}
          >
            {searching && search ? (
              <p role="status" className={clsx(typo.body1, styles.status)}>
                Search results for “{search.keyword}”: {search.results.length}{' '}
                {search.results.length === 1 ? 'product' : 'products'}
              </p>
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
          </div>
        </section>
      </Container>
    </>
  );
}
