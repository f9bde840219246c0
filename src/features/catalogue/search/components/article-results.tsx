import clsx from 'clsx';
import { Prose } from '@/components/prose';
import { Accordion } from '@/components/ui/accordion';
import { Link } from '@/components/ui/link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import list from '@/styles/list.module.css';
import typo from '@/styles/typography.module.css';
import type { SearchArticle, SearchArticleLink } from '../types';
import styles from './article-results.module.css';
import resultLink from './result-link.module.css';

const MORE_HEADING_ID = 'search-more-articles';

/**
 * Articles found (the spec): an accordion whose panels show each article's body, the first
 * one open, each with a link to the article's page; the matches past the first page of bodies
 * follow as a list of links.
 */
export function ArticleResults({
  articles,
  moreArticles,
}: {
  articles: SearchArticle[];
  moreArticles: SearchArticleLink[];
}) {
  return (
    <>
      <section aria-label="Articles found" className={styles.accordion}>
        {articles.map((article, index) => (
          <Accordion
            key={`${article.href ?? article.title}-${index}`}
            defaultExpanded={index === 0}
            headingLevel={2}
            summary={<span className={styles.title}>{article.title}</span>}
          >
            <Prose
              html={article.html}
              repeats={{ title: article.title }}
              data-testid="search-article-body"
            />
            {article.href ? (
              <p className={clsx(typo.body2, styles.readMore)}>
                <Link href={article.href} className={resultLink.link}>
                  Read the article<VisuallyHidden>: {article.title}</VisuallyHidden>
                </Link>
              </p>
            ) : null}
          </Accordion>
        ))}
      </section>
      {moreArticles.length > 0 ? (
        <section aria-labelledby={MORE_HEADING_ID} className={styles.more}>
          <h2 id={MORE_HEADING_ID} className={typo.h6}>
            More articles found
          </h2>
          <ol className={clsx(list.bare, styles.moreList)}>
            {moreArticles.map((article, index) => (
              <li key={`${article.href ?? article.title}-${index}`} className={typo.body1}>
                {article.href ? (
                  <Link href={article.href} className={resultLink.link}>
                    {article.title}
                  </Link>
                ) : (
                  article.title
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
