import { useKeywordSearch } from '@/components/use-keyword-search';
import { SelectField } from '@/components/ui/text-field';
import type { SupportCategoryOption } from '../library-types';
import { DraftKeywordField, SearchButton } from './keyword-controls';
import { SearchStatus } from './list-controls';
import styles from './list-toolbar.module.css';
import { NamedOptions } from '@/components/ui/select-options';

export interface ListToolbarProps {
  /** What the list holds, for names: "Downloads" gives "Search downloads". */
  label: string;
  allId: number;
  categories: readonly SupportCategoryOption[];
  /** The select's value: '' when a search cleared it. */
  categoryValue: string;
  /** The keyword searched ('' in browse mode). */
  keyword: string;
  onCategory: (categoryId: number) => void;
  onSearch: (keyword: string) => void;
}

/**
 * A category select ("All" plus the child categories) and a keyword search (Downloads
 * and Training center). An empty keyword is not searched: "Please enter keywords",
 * as a warning titled Tips. The box shows the keyword searched whenever it changes (from the
 * address too) and is cleared by choosing a category.
 */
export function ListToolbar({
  label,
  allId,
  categories,
  categoryValue,
  keyword,
  onCategory,
  onSearch,
}: ListToolbarProps) {
  const { draft, setDraft, submit } = useKeywordSearch(keyword, onSearch);
  const lower = label.toLowerCase();

  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label="Category"
          className={styles.category}
          value={categoryValue}
          onChange={(event) => onCategory(Number(event.target.value))}
        >
          {categoryValue === '' ? (
            <option value="" disabled>
              Choose a category
            </option>
          ) : null}
          <option value={allId}>All</option>
          <NamedOptions items={categories} />
        </SelectField>
        <form
          role="search"
          aria-label={label}
          noValidate
          onSubmit={submit}
          className={styles.search}
        >
          <DraftKeywordField
            // Named like the address's query, so a search sent before the page has hydrated
            // is a plain GET to ?keyword=… that the page reads when it loads.
            name="keyword"
            label={`Search ${lower}`}
            placeholder="Enter keywords"
            className={styles.keyword}
            draft={draft}
            setDraft={setDraft}
            type="search"
          />
          <SearchButton className={styles.searchButton} />
        </form>
      </div>
      <SearchStatus keyword={keyword} />
    </>
  );
}
