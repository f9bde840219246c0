import Collapse from '@mui/material/Collapse';
import { SearchBox } from './search-box';

interface Props {
  id: string;
  open: boolean;
  /** Changes on each opening, so the box is mounted afresh: keyword and type start empty. */
  run: number;
  onSearched: () => void;
}

/**
 * The header's collapsible search row, loaded the first time the search toggle is used.
 * `appear` runs the opening animation even when the row mounts already open.
 */
export function SearchRow({ id, open, run, onSearched }: Props) {
  return (
    <Collapse in={open} appear unmountOnExit>
      <SearchBox key={run} id={id} onSearched={onSearched} />
    </Collapse>
  );
}
