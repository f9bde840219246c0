import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { PICTURE_SIZES } from '@/config/images';
import { formatDate } from '@/lib/format';
import typo from '@/styles/typography.module.css';
import type { ArticleCardData } from '@/features/content/types';
import styles from './article-card.module.css';
import card from '@/styles/card.module.css';

/** An article card's picture in the blog list. */
const ARTICLE_CARD_PICTURE = {
  width: 440,
  height: 290,
  sizes: PICTURE_SIZES.articleCard,
} as const;

/** The byline of an article: author initial, author and date. */
export function ArticleByline({ author, date }: { author: string; date: string }) {
  return (
    <div className={styles.byline}>
      <div aria-hidden className={styles.avatar}>
        {(author.trim()[0] ?? '?').toUpperCase()}
      </div>
      <span className={clsx(typo.body2, styles.author)} title={author}>
        {author}
      </span>
      {date ? (
        <time className={clsx(typo.body2, styles.date)} dateTime={date.replace(' ', 'T')}>
          {formatDate(date)}
        </time>
      ) : null}
    </div>
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
  const Heading = headingLevel;
  return (
    <article data-testid="article-card" className={clsx(card.card, styles.card)}>
      <Link href={article.href} tabIndex={-1} aria-hidden>
        <Picture
          src={article.picture}
          alt=""
          {...ARTICLE_CARD_PICTURE}
          className={clsx(card.picture, styles.picture)}
        />
      </Link>
      <div className={styles.body}>
        <ArticleByline author={article.author} date={article.date} />
        <Heading className={clsx(typo.h6, styles.title)}>
          <Link href={article.href} className={styles.titleLink}>
            {article.title}
          </Link>
        </Heading>
        {article.describe ? (
          <p className={clsx(typo.body2, typo.secondary, styles.describe)}>{article.describe}</p>
        ) : null}
      </div>
    </article>
  );
}
