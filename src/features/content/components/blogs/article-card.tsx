import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Picture } from '@/components/picture';
import { formatDate } from '@/lib/format';
import type { ArticleCardData } from '../../types';

/** List pictures keep an aspect of 440 by 290 (spec 4 section 9). */
export const ARTICLE_PICTURE = { width: 440, height: 290 } as const;

/** The byline of an article: author initial, author and date. */
export function ArticleByline({ author, date }: { author: string; date: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <Avatar aria-hidden sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
        {(author.trim()[0] ?? '?').toUpperCase()}
      </Avatar>
      <Typography component="span" variant="body2">
        {author}
      </Typography>
      {date ? (
        <Typography component="time" variant="body2" dateTime={date.replace(' ', 'T')}>
          {formatDate(date)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A card of the blogs grid: picture, byline, title (the link) and description. */
export function ArticleCard({
  article,
  headingLevel = 'h3',
}: {
  article: ArticleCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      component="article"
      data-testid="article-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Link href={article.href} tabIndex={-1} aria-hidden>
        <Picture
          src={article.picture}
          alt=""
          width={ARTICLE_PICTURE.width}
          height={ARTICLE_PICTURE.height}
          style={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '440 / 290' }}
        />
      </Link>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <ArticleByline author={article.author} date={article.date} />
        <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.1rem', m: 0 }}>
          <Box
            component={Link}
            href={article.href}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main' },
            }}
          >
            {article.title}
          </Box>
        </Typography>
        {article.describe ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {article.describe}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
