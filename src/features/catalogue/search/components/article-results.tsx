import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import list from '@/styles/list.module.css';
import typo from '@/styles/typography.module.css';
import type { SearchArticle } from '../types';
import styles from './article-results.module.css';
import resultLink from './result-link.module.css';

/** Articles found: a list of titles with a short excerpt, each linking to its article. */
export function ArticleResults({ articles }: { articles: SearchArticle[] }) {
  return (
    <ol className={clsx(list.bare, styles.list)} aria-label="Articles found">
      {articles.map((article, index) => (
        <li key={`${article.href ?? article.title}-${index}`} className={styles.item}>
          <h2 className={clsx(typo.h6, styles.title)}>
            {article.href ? (
              <Link href={article.href} className={resultLink.link}>
                {article.title}
              </Link>
            ) : (
              article.title
            )}
          </h2>
          {article.excerpt ? (
            <p className={clsx(typo.body2, typo.secondary)}>{article.excerpt}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
