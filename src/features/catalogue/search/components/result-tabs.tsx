import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import type { ProductCardData } from '@/lib/goods';
import type { SearchType } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import type { SearchArticle, SearchPaging } from '../types';
import { ArticleResults } from './article-results';
import { ProductResults } from './product-results';
import { SearchPager } from './search-pager';
import styles from './result-tabs.module.css';

export const RESULTS_PANEL_ID = 'search-results-panel';
const TAB_NAME = { goods: 'Products', article: 'Articles' } as const;
const OTHER: Record<SearchType, SearchType> = { goods: 'article', article: 'goods' };

export function resultTabId(type: SearchType): string {
  return `search-tab-${type}`;
}

/** The products and articles found, one tab each with its count, a page at a time. */
export function ResultTabs({
  keywords,
  tab,
  goods,
  articles,
  paging,
  onTabChange,
}: {
  keywords: string;
  tab: SearchType;
  /** One page of each list (paging.ts). */
  goods: ProductCardData[];
  articles: SearchArticle[];
  paging: Record<SearchType, SearchPaging>;
  onTabChange: (tab: SearchType) => void;
}) {
  const counts = { goods: paging.goods.total, article: paging.article.total };
  const tabs = (['goods', 'article'] as const).map((type) => ({
    value: type,
    label: `${TAB_NAME[type]} (${counts[type]})`,
    id: resultTabId(type),
    controls: RESULTS_PANEL_ID,
  }));
  const other = OTHER[tab];
  return (
    <>
      {/* Both lists are on the page: arrows may select at once. */}
      <Tabs
        label="Result types"
        tabs={tabs}
        value={tab}
        onChange={onTabChange}
        selectionFollowsFocus
      />
      <div
        id={RESULTS_PANEL_ID}
        role="tabpanel"
        aria-labelledby={resultTabId(tab)}
        className={styles.panel}
      >
        {counts[tab] === 0 ? (
          <div className={styles.empty}>
            <p role="status" className={clsx(typo.body1, typo.secondary)}>
              No {TAB_NAME[tab].toLowerCase()} for “{keywords}”.
            </p>
            <Button variant="outlined" onClick={() => onTabChange(other)}>
              See the {TAB_NAME[other].toLowerCase()} found ({counts[other]})
            </Button>
          </div>
        ) : (
          <>
            {tab === 'goods' ? (
              <ProductResults products={goods} label="Products found" />
            ) : (
              <ArticleResults articles={articles} />
            )}
            <SearchPager
              type={tab}
              keywords={keywords}
              paging={paging[tab]}
              label={`${TAB_NAME[tab]} pages`}
            />
          </>
        )}
      </div>
    </>
  );
}
