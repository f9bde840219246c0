import { useKeywordSearch } from '@/components/use-keyword-search';
import { Button } from '@/components/ui/button';
import { DraftKeywordField, SearchButton } from '../../components/keyword-controls';
import styles from './dealer-filters.module.css';

/**
 * The country keyword: Search applies what is typed (an empty box is refused with the
 * spec's warning), Clear removes the applied keyword. What the visitor typed stays in the
 * box whatever the list does; a keyword that changes in the address (Back) replaces it.
 */
export function KeywordSearch({
  keyword,
  onSearch,
}: {
  /** The keyword the list is filtered by ('' for none). */
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { draft, setDraft, submit } = useKeywordSearch(keyword, onSearch);

  return (
    <form role="search" aria-label="Dealers" onSubmit={submit} noValidate className={styles.search}>
      <DraftKeywordField
        size="small"
        fullWidth
        label="Country keyword"
        draft={draft}
        setDraft={setDraft}
        className={styles.keyword}
      />
      <SearchButton className={styles.searchButton} />
      {keyword ? (
        <Button
          variant="text"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          Clear
        </Button>
      ) : null}
    </form>
  );
}
