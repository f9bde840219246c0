import { useKeywordSearch } from '@/components/use-keyword-search';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
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
  const { draft: text, setDraft, submit } = useKeywordSearch(keyword, onSearch);

  return (
    <form role="search" aria-label="Dealers" onSubmit={submit} noValidate className={styles.search}>
      <TextField
        size="small"
        fullWidth
        label="Country keyword"
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={MAX_KEYWORD_LENGTH}
        className={styles.keyword}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<Icon path={searchIcon} size="small" />}
        className={styles.searchButton}
      >
        Search
      </Button>
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
