import clsx from 'clsx';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Link } from '@/components/ui/link';
import { GridList } from '@/components/grid-list';
import { ProductCard } from '@/components/product-card';
import { Prose } from '@/components/prose';
import { Seo } from '@/components/seo';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import { Alert } from '@/components/alert';
import { LoadError } from '@/components/list-notes';
import type { SearchPageProps, SearchResult } from './types';
import styles from './search-view.module.css';
import layout from '@/styles/layout.module.css';

const TYPE_LABEL = { goods: 'Products', article: 'Articles' } as const;

function Results({ result, onRetry }: { result: SearchResult; onRetry: () => void }) {
  if (result.kind === 'unavailable') {
    return <LoadError message={result.message} onRetry={onRetry} retryLabel="Try again" />;
  }
  if (result.kind === 'message') {
    return (
      <Alert severity="info" role="status">
        {result.message}
      </Alert>
    );
  }
  if (result.items.length === 0) {
    return (
      <Alert severity="info" role="status">
        No results found
      </Alert>
    );
  }
  if (result.kind === 'goods') {
    return (
      <GridList columns={{ xs: 2, sm: 3, md: 4, lg: 6 }}>
        {result.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} sizes={PICTURE_SIZES.productGrid} />
          </li>
        ))}
      </GridList>
    );
  }
  return (
    <div>
      {result.items.map((article, index) => (
        <Accordion
          key={`${article.title}-${index}`}
          defaultExpanded={index === 0}
          headingLevel={2}
          summary={<span className={styles.articleTitle}>{article.title}</span>}
        >
          <Prose html={article.html} data-testid="search-article-body" />
          {article.href ? (
            <div className={styles.readMore}>
              <Link href={article.href}>Read the article</Link>
            </div>
          ) : null}
        </Accordion>
      ))}
    </div>
  );
}

/** The search results page (spec 1 2.8): a goods grid or an accordion of articles. */
export default function SearchView({ seo, type, keywords, result }: SearchPageProps) {
  const router = useRouter();
  const count =
    result.kind === 'message' || result.kind === 'unavailable' ? null : result.items.length;
  return (
    <>
      <Seo seo={seo} />
      <Head>
        <meta key="robots" name="robots" content="noindex, follow" />
      </Head>
      <Container className={layout.page}>
        <h1 className={clsx(typo.h1, styles.title)}>Search results</h1>
        {keywords && type ? (
          <p className={clsx(typo.body1, typo.secondary, styles.summary)}>
            {TYPE_LABEL[type]} matching “{keywords}”{count !== null ? ` (${count})` : ''}
          </p>
        ) : (
          <div className={styles.summary} />
        )}
        {/* A reload asks the server again: the page is rendered per request. */}
        <Results result={result} onRetry={() => router.reload()} />
      </Container>
    </>
  );
}
