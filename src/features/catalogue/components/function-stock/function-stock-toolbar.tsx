import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { FunctionStockProps } from '../../types';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKeyword(draft.trim());
  };
  const list = classes.length > 0 ? classes : DEFAULT_FUNCTION_CLASSES;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box component="form" role="search" onSubmit={submit}>
        <TextField
          fullWidth
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search functions..."
          slotProps={{
            htmlInput: { 'aria-label': 'Keyword', maxLength: 100 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label="Search" edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        role="group"
        aria-label="Function class"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
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
      </Box>
    </Box>
  );
}
