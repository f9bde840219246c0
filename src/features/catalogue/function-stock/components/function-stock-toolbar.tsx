import { type FormEvent, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import type { FunctionStockProps } from '@/features/catalogue/types';
import styles from './function-stock-toolbar.module.css';

/** The four classes, should the API send none (spec 4 "Function-stock"). */
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
  const [draft, setDraft] = useState(keyword);
  // The field shows the keyword applied whenever it changes (from the address too).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKeyword(draft.trim());
  };
  const list = classes.length > 0 ? classes : DEFAULT_FUNCTION_CLASSES;
  return (
    <div className={styles.toolbar}>
      <form role="search" onSubmit={submit}>
        <TextField
          fullWidth
          size="small"
          label="Keyword"
          hideLabel
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search functions..."
          maxLength={MAX_KEYWORD_LENGTH}
          endAdornment={
            <IconButton type="submit" aria-label="Search">
              <Icon path={searchIcon} />
            </IconButton>
          }
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
