import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import styles from './dealer-filters.module.css';

/** Spec 2, section 5: the dealer keyword search needs keywords. */
export const MSG_ENTER_KEYWORDS = 'Please enter keywords';

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
  const toast = useToast();
  // What is typed, for the applied keyword it was typed over.
  const [typed, setTyped] = useState({ over: keyword, text: keyword });
  const text = typed.over === keyword ? typed.text : keyword;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      toast.warning(MSG_ENTER_KEYWORDS);
      return;
    }
    onSearch(trimmed);
  };

  return (
    <form role="search" aria-label="Dealers" onSubmit={submit} noValidate className={styles.search}>
      <TextField
        size="small"
        fullWidth
        label="Country keyword"
        value={text}
        onChange={(event) => setTyped({ over: keyword, text: event.target.value })}
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
            setTyped({ over: '', text: '' });
            onSearch('');
          }}
        >
          Clear
        </Button>
      ) : null}
    </form>
  );
}
