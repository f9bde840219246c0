import { useKeywordSearch } from '@/components/use-keyword-search';
import { KeywordSearchField } from '@/components/keyword-search-field';

/**
 * The sidebar's keyword search; an empty keyword goes back to the full list. The field
 * shows `keyword`, the one searched, whenever it changes (from the address too).
 */
export function ArticleSearch({
  keyword = '',
  onSearch,
}: {
  keyword?: string;
  onSearch: (keyword: string) => void;
}) {
  const {
    draft: value,
    setDraft: setValue,
    submit,
  } = useKeywordSearch(keyword, onSearch, {
    allowEmpty: true,
  });
  return (
    <form role="search" aria-label="Articles" noValidate onSubmit={submit}>
      <KeywordSearchField
        label="Search articles"
        placeholder="Search articles..."
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}
