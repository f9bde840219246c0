import { useKeywordSearch } from '@/components/use-keyword-search';
import { KeywordSearchField } from '@/components/keyword-search-field';
import { Button } from '@/components/ui/button';
import type { FunctionStockProps } from '@/features/catalogue/types';
import styles from './function-stock-toolbar.module.css';

/** The four classes, should the API send none. */
export const DEFAULT_FUNCTION_CLASSES: FunctionStockProps['classes'] = [
  { id: 1, key: 'basic', name: 'Basic Functions' },
  { id: 2, key: 'special', name: 'Special Features' },
  { id: 3, key: 'upgrade', name: 'Software Upgrade' },
  { id: 4, key: 'point', name: 'Point Card' },
];

export interface FunctionStockToolbarProps {
  classes: FunctionStockProps['classes'];
  classKey: string;
  keyword: string;
  onClass: (classKey: string) => void;
  onKeyword: (keyword: string) => void;
}

/** The keyword input (applied on Enter or the search button) and the class buttons. */
export function FunctionStockToolbar({
  classes,
  classKey,
  keyword,
  onClass,
  onKeyword,
}: FunctionStockToolbarProps) {
  // The field shows the keyword applied whenever it changes (from the address too); an empty
  // search clears the filter.
  const { draft, setDraft, submit } = useKeywordSearch(keyword, onKeyword, { allowEmpty: true });
  const list = classes.length > 0 ? classes : DEFAULT_FUNCTION_CLASSES;
  return (
    <div className={styles.toolbar}>
      <form role="search" onSubmit={submit}>
        <KeywordSearchField
          label="Keyword"
          hideLabel
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search functions..."
        />
      </form>
      <div role="group" aria-label="Function class" className={styles.classes}>
        {list.map((c) => {
          const active = classKey === c.key;
          return (
            <Button
              key={c.key}
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => onClass(active ? '' : c.key)}
            >
              {c.name}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
