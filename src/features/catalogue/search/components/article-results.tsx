import clsx from 'clsx';
import { Prose } from '@/components/prose';
import { withoutRepeatedLead } from '@/components/prose-lead';
import { Accordion } from '@/components/ui/accordion';
import { Link } from '@/components/ui/link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import type { SearchArticle } from '../types';
import styles from './article-results.module.css';
import resultLink from './result-link.module.css';

/**
 * Articles found (the spec): an accordion whose panels show each article's body, the first
 * one open, each with a link to the article's page; one page of them (the pager follows).
 */
export function ArticleResults({ articles }: { articles: SearchArticle[] }) {
  return (
    <section aria-label="Articles found" className={styles.accordion}>
      {articles.map((article, index) => (
        <Accordion
          key={`${article.href ?? article.title}-${index}`}
          defaultExpanded={index === 0}
          headingLevel={2}
          summary={<span className={styles.title}>{article.title}</span>}
        >
          <Prose
            html={withoutRepeatedLead(article.html, { title: article.title })}
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
  );
}
