import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Prose } from '@/components/prose';
import { ArticleProduct } from '../components/article/article-product';
import { TableOfContents } from '../components/article/table-of-contents';
import { ArticleByline, ArticleCard } from '../components/blogs/article-card';
import type { ArticleProps } from '../types';

/**
 * An article (spec 4, "Article detail"): table of contents, title, author and date, the
 * sanitized body, the linked product and up to four related articles.
 */
export default function ArticleView({
  title,
  author,
  date,
  bodyHtml,
  toc,
  product,
  related,
}: ArticleProps) {
  const relatedId = useId();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={4}>
        {toc.length > 0 ? (
          <Grid size={{ xs: 12, md: 3 }}>
            <Box
              component="aside"
              sx={{
                position: { md: 'sticky' },
                top: { md: 90 },
                maxHeight: { md: 'calc(100vh - 110px)' },
                overflowY: { md: 'auto' },
              }}
            >
              <TableOfContents items={toc} />
            </Box>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: toc.length > 0 ? 9 : 12 }}>
          <Box component="article">
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, mb: 2 }}>
              {title}
            </Typography>
            <ArticleByline author={author} date={date} />
            <Prose
              html={bodyHtml}
              sx={{
                mt: 3,
                lineHeight: 1.75,
                '& h2, & h3': { scrollMarginTop: 130 },
                '& h2': { fontSize: '1.6rem', mt: 4, mb: 1.5 },
                '& h3': { fontSize: '1.25rem', mt: 3, mb: 1 },
              }}
            />
          </Box>
          {product ? <ArticleProduct product={product} /> : null}
        </Grid>
      </Grid>
      {related.length > 0 ? (
        <Box component="section" aria-labelledby={relatedId} sx={{ mt: 6 }}>
          <Typography id={relatedId} component="h2" variant="h5" sx={{ mb: 2 }}>
            Related Articles
          </Typography>
          <Grid container spacing={3}>
            {related.slice(0, 4).map((article) => (
              <Grid key={article.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <ArticleCard article={article} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Container>
  );
}
