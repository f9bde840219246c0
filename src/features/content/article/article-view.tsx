import clsx from 'clsx';
import { useId } from 'react';
import { Prose } from '@/components/prose';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import { ArticleProduct } from './components/article-product';
import { TableOfContents } from './components/table-of-contents';
import { ArticleByline, ArticleCard } from '../blogs/components/article-card';
import type { ArticleProps } from '../types';
import styles from './article-view.module.css';
import layout from '@/styles/layout.module.css';
import { balancedGridClass } from '@/components/grid-list';

/**
 * An article: table of contents, title, author and date, the
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
  const hasToc = toc.length > 0;
  return (
    <Container className={layout.page}>
      <div className={clsx(layout.columns12, hasToc && styles.withToc)}>
        {hasToc ? (
          <div className={styles.tocColumn}>
            <aside className={styles.toc}>
              <TableOfContents items={toc} />
            </aside>
          </div>
        ) : null}
        <div className={styles.mainColumn}>
          <article>
            <h1 className={clsx(typo.h1, styles.title)}>{title}</h1>
            <ArticleByline author={author} date={date} />
            <Prose html={bodyHtml} className={styles.body} />
          </article>
          {product ? <ArticleProduct product={product} /> : null}
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby={relatedId} className={styles.related}>
          <h2 id={relatedId} className={clsx(typo.h5, styles.relatedHeading)}>
            Related Articles
          </h2>
          <div className={clsx(balancedGridClass, styles.relatedGrid)}>
            {related.slice(0, 4).map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      ) : null}
    </Container>
  );
}
