import { useRouter } from 'next/router';
import {
  type KeyboardEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useKeywordSearch } from '@/components/use-keyword-search';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { SelectField, TextField } from '@/components/ui/text-field';
import { paths, type SearchType } from '@/lib/paths';
import type { SuggestedName } from '@/lib/search-suggest';
import styles from './search-box.module.css';
import { useSuggestions } from './use-suggestions';

const TYPE_OPTIONS: { value: SearchType; label: string }[] = [
  { value: 'article', label: 'Article' },
  { value: 'goods', label: 'Products' },
];
const KIND_LABEL = { goods: 'Product', article: 'Article' } as const;

/** Where the list of names sits: under the keywords, in the viewport (the row clips). */
function useListBox(fieldRef: RefObject<HTMLDivElement | null>, open: boolean) {
  const [box, setBox] = useState<{ top: number; left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!open || !field) return;
    const place = () => {
      const rect = field.getBoundingClientRect();
      setBox({ top: rect.bottom + 4, left: rect.left, width: rect.width });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [fieldRef, open]);
  return box;
}

/**
 * The header's search row: keywords and, optionally, a type; Enter searches. One search
 * finds products and articles alike: the type only chooses the results tab that opens
 * first ("All" lets the page open on the tab that has results). While the visitor types, the
 * products and articles found so far are offered (a combobox: arrows choose, Enter or a click
 * opens one, Escape closes the list). It is mounted afresh on each opening, so the keyword and
 * type start empty.
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched: () => void }) {
  const router = useRouter();
  const listId = useId();
  const [type, setType] = useState<SearchType | ''>('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const fieldRef = useRef<HTMLDivElement>(null);
  const {
    draft: keyword,
    setDraft: setKeyword,
    submit,
  } = useKeywordSearch('', (keywords) => {
    void router.push(paths.search(type || null, keywords));
    onSearched();
  });
  const names = useSuggestions(keyword);
  const open = focused && !dismissed && names.length > 0;
  const box = useListBox(fieldRef, open);
  const current = open && active >= 0 && active < names.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (name: SuggestedName) => {
    void router.push(name.href);
    onSearched();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle through it and the names.
      const positions = names.length + 1;
      setActive(((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      go(names[current]);
    } else if (event.key === 'Escape') {
      // The list closes; the search row stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

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
      <div ref={fieldRef} className={styles.keywords}>
        <TextField
          label="Keywords"
          size="small"
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          fullWidth
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!open}
          className={styles.suggestions}
          style={box ?? undefined}
        >
          {names.map((name, index) => (
            <li
              key={name.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={styles.option}
              // The field keeps the focus: the click still lands on the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(name)}
            >
              <span className={styles.optionTitle}>{name.title}</span>
              <span className={styles.optionKind}>{KIND_LABEL[name.kind]}</span>
            </li>
          ))}
        </ul>
      </div>
      <IconButton type="submit" aria-label="Search" className={styles.submit}>
        <Icon path={searchIcon} />
      </IconButton>
    </form>
  );
}
