import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useArticles } from '../api/use-articles';
import { ArticleCard } from '../components/blogs/article-card';
import { ArticleSearch } from '../components/blogs/article-search';
import { BlogsPagination } from '../components/blogs/blogs-pagination';
import { CategoryList } from '../components/blogs/category-list';
import { RecommendedStrip } from '../components/blogs/recommended-strip';
import type { BlogsPageProps } from '../types';
import { PageBanner } from '@/components/page-banner';

/**
 * The blogs page (spec 1 2.6): banner, recommended strip, card grid with pagination and a
 * sidebar (keyword search, categories). Page 1 is in the static HTML; other pages and
 * keyword searches are fetched in the browser. Categories are pages of their own.
 */
export default function BlogsView(props: BlogsPageProps) {
  const { name, introduce, banner, categoryId, path, rootPath, categories, recommended, initial } =
    props;
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const listRef = useRef<HTMLElement>(null);
  const { data, error, isLoading } = useArticles({ categoryId, keyword, page }, initial);
  const list = data ?? initial;

  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const search = (next: string) => {
    setKeyword(next);
    setPage(1);
  };

  return (
    <>
      <PageBanner src={banner} alt={name} priority />
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ mb: introduce ? 1 : 3 }}>
          {name}
        </Typography>
        {introduce ? (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {introduce}
          </Typography>
        ) : null}
        <RecommendedStrip articles={recommended} />
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }} sx={{ order: { xs: 0, md: 1 } }}>
            <Box component="aside" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <ArticleSearch onSearch={search} />
              <CategoryList rootPath={rootPath} categories={categories} currentPath={path} />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} sx={{ order: { xs: 1, md: 0 } }}>
            <Box
              component="section"
              ref={listRef}
              aria-label="Articles"
              aria-busy={isLoading}
              sx={{ scrollMarginTop: 90 }}
            >
              {keyword ? (
                <Typography sx={{ mb: 2 }} role="status">
                  Search results for “{keyword}”
                </Typography>
              ) : null}
              {isLoading ? <LinearProgress sx={{ mb: 2 }} aria-label="Loading articles" /> : null}
              {error && !data ? (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {error.message}
                </Alert>
              ) : null}
              {list.items.length === 0 && !isLoading ? (
                <Typography color="text.secondary">No articles found.</Typography>
              ) : (
                <Grid container spacing={3}>
                  {list.items.map((article) => (
                    <Grid key={article.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                      <ArticleCard article={article} />
                    </Grid>
                  ))}
                </Grid>
              )}
              <Box sx={{ mt: 4 }}>
                <BlogsPagination
                  page={list.currentPage || page}
                  pageSize={list.pageSize}
                  total={list.total}
                  onChange={goTo}
                />
              </Box>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
