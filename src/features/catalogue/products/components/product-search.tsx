import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import styles from './product-search.module.css';

export const EMPTY_KEYWORD_MSG = 'Please enter a keyword';

/**
 * The products page's keyword search. An empty keyword is refused here with the spec's
 * warning toast; `onSearch` resolves true on success, which clears the field.
 */
export function ProductSearch({ onSearch }: { onSearch: (keyword: string) => Promise<boolean> }) {
  const [keyword, setKeyword] = useState('');
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) {
      toast.warning(EMPTY_KEYWORD_MSG);
      return;
    }
    setPending(true);
    try {
      if (await onSearch(trimmed)) setKeyword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form role="search" onSubmit={submit} noValidate className={styles.form}>
      <TextField
        size="small"
        fullWidth
        label="Search products"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        maxLength={MAX_KEYWORD_LENGTH}
      />
      {/* While the search runs: disabled and busy, a spinner in place of the icon. */}
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        aria-busy={pending}
        startIcon={
          pending ? (
            <span className={styles.spinner} aria-hidden />
          ) : (
            <Icon path={searchIcon} size="small" />
          )
        }
        className={styles.button}
      >
        Search
      </Button>
    </form>
  );
}
