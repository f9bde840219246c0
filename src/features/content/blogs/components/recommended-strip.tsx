import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { formatDate } from '@/lib/format';
import typo from '@/styles/typography.module.css';
import type { ArticleCardData } from '@/features/content/types';
import styles from './recommended-strip.module.css';

/** Drawn at its own size. */
const RECOMMENDED_THUMB = { width: 88, height: 58, sizes: '88px' } as const;

/** The top recommended articles (articles_zx_all): a row of small picture links. */
export function RecommendedStrip({ articles }: { articles: ArticleCardData[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.strip}>
      <h2 id={headingId} className={clsx(typo.h5, styles.heading)}>
        Recommended
      </h2>
      <GridList columns={{ xs: 1, sm: 2, lg: 4 }}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link href={article.href} className={styles.link}>
              <Picture
                src={article.picture}
                alt=""
                {...RECOMMENDED_THUMB}
                className={styles.picture}
              />
              <div className={styles.text}>
                <span className={clsx(typo.body1, styles.title)}>{article.title}</span>
                {article.date ? (
                  <span className={clsx(typo.caption, typo.secondary)}>
                    {formatDate(article.date)}
                  </span>
                ) : null}
              </div>
            </Link>
          </li>
        ))}
      </GridList>
    </section>
  );
}
