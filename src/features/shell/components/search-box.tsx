import { useRouter } from 'next/router';
import { useState } from 'react';
import { useKeywordSearch } from '@/components/use-keyword-search';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { SelectField, TextField } from '@/components/ui/text-field';
import { paths, type SearchType } from '@/lib/paths';
import styles from './search-box.module.css';

const TYPE_OPTIONS: { value: SearchType; label: string }[] = [
  { value: 'article', label: 'Article' },
  { value: 'goods', label: 'Products' },
];

/**
 * The header's search row: keywords and, optionally, a type; Enter searches. One search
 * finds products and articles alike: the type only chooses the results tab that opens
 * first ("All" lets the page open on the tab that has results). It is mounted afresh on each
 * opening, so the keyword and type start empty.
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched: () => void }) {
  const router = useRouter();
  const [type, setType] = useState<SearchType | ''>('');
  const {
    draft: keyword,
    setDraft: setKeyword,
    submit,
  } = useKeywordSearch('', (keywords) => {
    void router.push(paths.search(type || null, keywords));
    onSearched();
  });

  return (
    <form
      id={id}
      role="search"
      aria-label="Site"
      noValidate
      onSubmit={submit}
      className={styles.form}
    >
      <SelectField
        label="Search type"
        size="small"
        value={type}
        onChange={(event) => setType(event.target.value as SearchType | '')}
        className={styles.type}
      >
        <option value="">All</option>
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Keywords"
        size="small"
        type="search"
        autoFocus
        enterKeyHint="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className={styles.keywords}
      />
      <IconButton type="submit" aria-label="Search" className={styles.submit}>
        <Icon path={searchIcon} />
      </IconButton>
    </form>
  );
}
