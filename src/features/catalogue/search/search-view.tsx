import clsx from 'clsx';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { LoadError } from '@/components/list-notes';
import { Seo } from '@/components/seo';
import { Container } from '@/components/ui/container';
import type { SearchType } from '@/lib/paths';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';
import { NoResults } from './components/no-results';
import { ResultTabs } from './components/result-tabs';
import { SearchForm } from './components/search-form';
import { searchPagePath } from './paging';
import type { SearchPageProps } from './types';
import styles from './search-view.module.css';

function Results({ keywords, result, tab: openingTab }: SearchPageProps) {
  const router = useRouter();
  const [tab, setTab] = useState<SearchType>(openingTab);
  if (result.kind === 'unavailable') {
    // A reload asks the server again: the page is rendered per request.
    return (
      <LoadError message={result.message} onRetry={() => router.reload()} retryLabel="Try again" />
    );
  }
  if (result.kind === 'message') {
    return (
      <Alert severity="info" role="status">
        {result.message}
      </Alert>
    );
  }
  if (result.paging.goods.total === 0 && result.paging.article.total === 0) {
    return <NoResults keywords={keywords} suggestions={result.suggestions} />;
  }
  const changeTab = (next: SearchType) => {
    setTab(next);
    // The address follows the tab and its page (a link to it opens there); both are here.
    void router.replace(searchPagePath(next, keywords, result.paging[next].page), undefined, {
      shallow: true,
      scroll: false,
    });
  };
  return (
    <ResultTabs
      keywords={keywords}
      tab={tab}
      goods={result.goods}
      articles={result.articles}
      paging={result.paging}
      onTabChange={changeTab}
    />
  );
}

/** The search results page: products and articles found, one tab each. */
export default function SearchView(props: SearchPageProps) {
  const { seo, keywords, tab } = props;
  return (
    <>
      <Seo seo={seo} />
      <Head>
        <meta key="robots" name="robots" content="noindex, follow" />
      </Head>
      <Container className={layout.page}>
        <h1 className={clsx(typo.h1, styles.title)}>Search results</h1>
        {keywords ? (
          <p className={clsx(typo.body1, typo.secondary, styles.summary)}>
            Results for “{keywords}”
          </p>
        ) : null}
        {/* A new search is a new page of results: the form and the tabs start afresh. */}
        <SearchForm key={`form-${keywords}`} keywords={keywords} tab={tab} />
        <Results key={`results-${keywords}-${tab}`} {...props} />
      </Container>
    </>
  );
}
