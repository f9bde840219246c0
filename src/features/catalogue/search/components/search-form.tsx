import { useRouter } from 'next/router';
import { KeywordSearchField } from '@/components/keyword-search-field';
import { useKeywordSearch } from '@/components/use-keyword-search';
import { paths, type SearchType } from '@/lib/paths';
import styles from './search-form.module.css';

export const SEARCH_FIELD_LABEL = 'Search products and articles';

/**
 * The results page's own search box: the keywords, kept, to correct or refine them; the tab
 * stays. A plain GET form, so it also searches before the page's script has loaded.
 */
export function SearchForm({ keywords, tab }: { keywords: string; tab: SearchType }) {
  const router = useRouter();
  const {
    draft: value,
    setDraft: setValue,
    submit,
  } = useKeywordSearch(keywords, (wanted) => void router.push(paths.search(tab, wanted)));

  return (
    <form
      role="search"
      aria-label="Search again"
      action="/search"
      method="get"
      noValidate
      onSubmit={submit}
      className={styles.form}
    >
      <input type="hidden" name="type" value={tab} />
      <KeywordSearchField
        label={SEARCH_FIELD_LABEL}
        name="keywords"
        type="search"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}
