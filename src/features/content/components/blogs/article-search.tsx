import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

/** The sidebar's keyword search; an empty keyword goes back to the full list. */
export function ArticleSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Box component="form" role="search" aria-label="Articles" noValidate onSubmit={submit}>
      <TextField
        fullWidth
        size="small"
        label="Search articles"
        placeholder="Search articles..."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Search">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
