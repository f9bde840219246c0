import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useState } from 'react';
import { paths, type SearchType } from '@/lib/paths';
import { useToast } from '@/components/toast';
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
  const typeId = `${fieldId}-type`;
  const keywordsId = `${fieldId}-keywords`;
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
      {/* What TextField draws (outlined, small), without Select's menu and the other variants. */}
      <FormControl size="small" sx={{ width: { xs: 120, sm: 150 }, flexShrink: 0 }}>
        <InputLabel htmlFor={typeId} id={`${typeId}-label`} shrink>
          Search type
        </InputLabel>
        <NativeSelect
          id={typeId}
          value={type}
          onChange={(event) => setType(event.target.value as SearchType | '')}
          input={<OutlinedInput label="Search type" notched />}
        >
          <option value="">Select type</option>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl size="small" sx={{ flex: 1, maxWidth: 560 }}>
        <InputLabel htmlFor={keywordsId} id={`${keywordsId}-label`}>
          Keywords
        </InputLabel>
        <OutlinedInput
          id={keywordsId}
          type="search"
          label="Keywords"
          autoFocus
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          inputProps={{ enterKeyHint: 'search' }}
        />
      </FormControl>
      <IconButton type="submit" aria-label="Search" color="primary">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
