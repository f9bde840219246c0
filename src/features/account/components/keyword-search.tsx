import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast';

export interface KeywordSearchProps {
  /** The field's label, e.g. "Serial Number". */
  label: string;
  /** The warning for an empty search, word for word (e.g. "Please enter the Serial Number"). */
  emptyMessage: string;
  /** The keyword searched for now ('' when the full list shows). */
  active: string;
  onSearch: (keyword: string) => void;
  onClear: () => void;
}

/** A table's keyword box: an empty search warns instead of asking; Show all ends a search. */
export function KeywordSearch({
  label,
  emptyMessage,
  active,
  onSearch,
  onClear,
}: KeywordSearchProps) {
  const toast = useToast();
  const [value, setValue] = useState(active);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) {
      toast.warning(emptyMessage);
      return;
    }
    onSearch(keyword);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </Button>
      {active && (
        <Button
          onClick={() => {
            setValue('');
            onClear();
          }}
        >
          Show all
        </Button>
      )}
    </Box>
  );
}

/** Above a record table: the keyword search on the left, Add on the right (wrapping on phones). */
export function RecordToolbar({
  list,
  label,
  emptyMessage,
  onAdd,
}: {
  list: { keyword: string; search: (keyword: string) => void; clear: () => void };
  label: string;
  emptyMessage: string;
  onAdd: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <KeywordSearch
        key={list.keyword}
        label={label}
        emptyMessage={emptyMessage}
        active={list.keyword}
        onSearch={list.search}
        onClear={list.clear}
      />
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        Add
      </Button>
    </Box>
  );
}
