import { type FormEvent, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';

/**
 * The sidebar's keyword search; an empty keyword goes back to the full list. The field
 * shows `keyword`, the one searched, whenever it changes (from the address too).
 */
export function ArticleSearch({
  keyword = '',
  onSearch,
}: {
  keyword?: string;
  onSearch: (keyword: string) => void;
}) {
  const [value, setValue] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setValue(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label="Articles" noValidate onSubmit={submit}>
      <TextField
        fullWidth
        size="small"
        label="Search articles"
        placeholder="Search articles..."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={MAX_KEYWORD_LENGTH}
        endAdornment={
          <IconButton type="submit" aria-label="Search">
            <Icon path={searchIcon} />
          </IconButton>
        }
      />
    </form>
  );
}
