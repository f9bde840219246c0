import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast';

export const EMPTY_KEYWORD_MSG = 'Please enter a keyword';

/**
 * The products page's keyword search. An empty keyword is refused here with the spec's
 * warning toast; `onSearch` resolves true on success, which clears the field.
 */
export function ProductSearch({ onSearch }: { onSearch: (keyword: string) => Promise<boolean> }) {
  const [keyword, setKeyword] = useState('');
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) {
      toast.warning(EMPTY_KEYWORD_MSG);
      return;
    }
    setPending(true);
    try {
      if (await onSearch(trimmed)) setKeyword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" role="search" onSubmit={submit} noValidate sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Search products"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          loading={pending}
          sx={{ flexShrink: 0 }}
        >
          Search
        </Button>
      </Box>
    </Box>
  );
}
