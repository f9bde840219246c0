import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useState } from 'react';
import { paths, type SearchType } from '@/lib/paths';
import { useToast } from '../hooks/use-toast';
import { SEARCH_ROW_HEIGHT } from '../layout-constants';

const TYPE_OPTIONS: { value: SearchType; label: string }[] = [
  { value: 'article', label: 'Article' },
  { value: 'goods', label: 'Products' },
];

export const MSG_ENTER_KEYWORDS = 'Please enter keywords';
export const MSG_SELECT_TYPE = 'Please select type';

/**
 * The header's search row: a type and keywords; Enter searches. It is mounted afresh on
 * each opening, so the keyword and type start empty (spec 1, 2.12).
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const fieldId = useId();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<SearchType | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keywords = keyword.trim();
    if (!keywords) {
      toast.warning(MSG_ENTER_KEYWORDS);
      return;
    }
    if (!type) {
      toast.warning(MSG_SELECT_TYPE);
      return;
    }
    void router.push(paths.search(type, keywords));
    onSearched();
  };

  return (
    <Box
      id={id}
      component="form"
      role="search"
      aria-label="Site"
      noValidate
      onSubmit={submit}
      sx={{
        height: SEARCH_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
      }}
    >
      <TextField
        id={`${fieldId}-type`}
        select
        size="small"
        label="Search type"
        value={type}
        onChange={(event) => setType(event.target.value as SearchType | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: 120, sm: 150 }, flexShrink: 0 }}
      >
        <option value="">Select type</option>
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        id={`${fieldId}-keywords`}
        size="small"
        type="search"
        label="Keywords"
        autoFocus
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
        sx={{ flex: 1, maxWidth: 560 }}
      />
      <IconButton type="submit" aria-label="Search" color="primary">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
