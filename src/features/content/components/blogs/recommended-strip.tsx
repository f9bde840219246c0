import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import { Picture } from '@/components/picture';
import { formatDate } from '@/lib/format';
import type { ArticleCardData } from '../../types';
import { GridList } from '@/components/grid-list';

/** The top recommended articles (articles_zx_all): a row of small picture links. */
export function RecommendedStrip({ articles }: { articles: ArticleCardData[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Recommended
      </Typography>
      <GridList columns={{ xs: 1, sm: 2, lg: 4 }}>
        {articles.map((article) => (
          <li key={article.id}>
            <Box
              component={Link}
              href={article.href}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { color: 'primary.main' },
              }}
            >
              <Picture
                src={article.picture}
                alt=""
                width={88}
                height={58}
                style={{ flexShrink: 0, borderRadius: 4, objectFit: 'cover' }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 600, fontSize: 14 }}
                >
                  {article.title}
                </Typography>
                {article.date ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatDate(article.date)}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          </li>
        ))}
      </GridList>
    </Box>
  );
}
