import { type FormEvent, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';

/** The sidebar's keyword search; an empty keyword goes back to the full list. */
export function ArticleSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState('');
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
        endAdornment={
          <IconButton type="submit" aria-label="Search">
            <Icon path={searchIcon} />
          </IconButton>
        }
      />
    </form>
  );
}
