import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/text-field';
import { useKeywordSearch } from '@/components/use-keyword-search';
import type { FaqOption } from '../types';
import { DraftKeywordField, SearchButton } from '../../components/keyword-controls';
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
  const { draft, setDraft, submit } = useKeywordSearch(keyword, onSearch);

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
      <DraftKeywordField
        label="Keyword"
        placeholder="Enter keywords"
        fullWidth
        type="search"
        draft={draft}
        setDraft={setDraft}
      />
      <div className={styles.actions}>
        <SearchButton className={styles.button} />
        {keyword ? (
          <Button variant="outlined" className={styles.button} onClick={() => onSearch('')}>
            Clear search
          </Button>
        ) : null}
      </div>
    </form>
  );
}
