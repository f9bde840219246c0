import clsx from 'clsx';
import { PageBanner } from '@/components/page-banner';
import { clampPage, pageCount } from '@/components/pagination';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { warningIcon } from '@/components/ui/icon-paths/warning';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import typo from '@/styles/typography.module.css';
import { useArticles } from '../api/use-articles';
import { ArticleCard } from './components/article-card';
import { ArticleSearch } from './components/article-search';
import { BlogsPagination } from './components/blogs-pagination';
import { CategoryList } from './components/category-list';
import { RecommendedStrip } from './components/recommended-strip';
import type { BlogsPageProps } from '../types';
import styles from './blogs-view.module.css';
import layout from '@/styles/layout.module.css';
import { balancedGridClass } from '@/components/grid-list';

/**
 * The blogs page: banner, recommended strip, card grid with pagination and a
 * sidebar (keyword search, categories). Page 1 is in the static HTML; other pages and
 * keyword searches are fetched in the browser. Categories are pages of their own; the page
 * and the keyword are in the address (`?page=N`, `?keyword=K`), read after hydration.
 */
export default function BlogsView(props: BlogsPageProps) {
  const { name, introduce, banner, categoryId, path, rootPath, categories, recommended, initial } =
    props;
  const listQuery = useListQuery();
  const { keyword } = listQuery;
  // The server-rendered list (no keyword) knows its page count: a page past it is not asked.
  const knownPages = keyword ? Infinity : pageCount(initial.total, initial.pageSize);
  const page = clampPage(listQuery.page, knownPages);
  const { data, error, isLoading } = useArticles({ categoryId, keyword, page }, initial);
  const list = data ?? initial;
  // A search's page past its last (it comes back empty) shows the last one.
  const lastPage =
    data && !isLoading && !error && data.items.length === 0
      ? pageCount(data.total, data.pageSize)
      : Infinity;
  useCanonicalListQuery(listQuery, { page: Math.min(page, lastPage), keyword });

  // Every navigation scrolls to the top of the page (the spec), a new page of the list too.
  const goTo = (next: number) => {
    listQuery.push({ page: next });
    window.scrollTo({ top: 0, left: 0 });
  };
  // An empty keyword goes back to the full list; either way from page 1.
  const search = (next: string) => listQuery.push({ keyword: next, page: null });

  return (
    <>
      <PageBanner src={banner} priority title={name} subtitle={introduce} />
      <Container className={layout.page}>
        <RecommendedStrip articles={recommended} />
        <div className={layout.columns12}>
          <div className={styles.sidebarColumn}>
            <aside className={styles.sidebar}>
              <ArticleSearch keyword={keyword} onSearch={search} />
              <CategoryList rootPath={rootPath} categories={categories} currentPath={path} />
            </aside>
          </div>
          <div className={styles.listColumn}>
            <section aria-label="Articles" aria-busy={isLoading}>
              {keyword ? (
                <p className={clsx(typo.body1, styles.spaced)} role="status">
                  Search results for “{keyword}”
                </p>
              ) : null}
              {isLoading ? (
                // MUI's indeterminate LinearProgress: two bars sweeping across a tinted track.
                <span role="progressbar" aria-label="Loading articles" className={styles.progress}>
                  <span className={styles.bar1} />
                  <span className={styles.bar2} />
                </span>
              ) : null}
              {error && !data ? (
                <div role="alert" className={clsx(typo.body2, styles.alert)}>
                  <div className={styles.alertIcon}>
                    <Icon path={warningIcon} size="inherit" />
                  </div>
                  <div className={styles.alertMessage}>{error.message}</div>
                </div>
              ) : null}
              {list.items.length === 0 && !isLoading ? (
                <p className={clsx(typo.body1, typo.secondary)}>No articles found.</p>
              ) : (
                <div className={clsx(balancedGridClass, styles.cards)}>
                  {list.items.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </div>
              )}
              <div className={styles.pagination}>
                <BlogsPagination
                  page={page}
                  pageSize={list.pageSize}
                  total={list.total}
                  onChange={goTo}
                />
              </div>
            </section>
          </div>
        </div>
      </Container>
    </>
  );
}
