import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { SelectField, TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import { useKeywordSearch } from '@/components/use-keyword-search';
import type { FaqOption } from '../types';
import styles from './faq-filters.module.css';
import { NamedOptions } from '@/components/ui/select-options';

export interface FaqFiltersProps {
  categories: FaqOption[];
  /** The chosen category's types; null while they load. */
  types: FaqOption[] | null;
  categoryId: number;
  typeId: number;
  /** The keyword searched ('' for none). */
  keyword: string;
  onCategory: (categoryId: number) => void;
  onType: (typeId: number) => void;
  /** A keyword to search, or '' to leave the search. */
  onSearch: (keyword: string) => void;
}

/**
 * The FAQ filters: category and type selects (both "All" by default, a choice
 * applies at once) and a keyword with a Search button; an empty keyword is not searched:
 * "Please enter keywords", a warning titled Tips. "Clear search" leaves a search.
 */
export function FaqFilters({
  categories,
  types,
  categoryId,
  typeId,
  keyword,
  onCategory,
  onType,
  onSearch,
}: FaqFiltersProps) {
  const { draft: value, setDraft: setValue, submit } = useKeywordSearch(keyword, onSearch);

  return (
    <form role="search" aria-label="FAQs" noValidate onSubmit={submit} className={styles.filters}>
      <SelectField
        label="Category"
        fullWidth
        value={categoryId}
        onChange={(event) => onCategory(Number(event.target.value))}
      >
        <option value={0}>All</option>
        <NamedOptions items={categories} />
      </SelectField>
      <SelectField
        label="Type"
        fullWidth
        value={typeId}
        aria-busy={types === null || undefined}
        onChange={(event) => onType(Number(event.target.value))}
      >
        <option value={0}>All</option>
        <NamedOptions items={types ?? []} />
        {/* A type from the address stays shown while the category's types load. */}
        {typeId !== 0 && !(types ?? []).some((type) => type.id === typeId) ? (
          <option value={typeId}>…</option>
        ) : null}
      </SelectField>
      <TextField
        label="Keyword"
        placeholder="Enter keywords"
        fullWidth
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={MAX_KEYWORD_LENGTH}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="contained"
          className={styles.button}
          startIcon={<Icon path={searchIcon} size="small" />}
        >
          Search
        </Button>
        {keyword ? (
          <Button variant="outlined" className={styles.button} onClick={() => onSearch('')}>
            Clear search
          </Button>
        ) : null}
      </div>
    </form>
  );
}
