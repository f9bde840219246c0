import { Collapse } from './collapse';
import { SearchBox } from './search-box';

interface Props {
  id: string;
  open: boolean;
  /** Changes on each opening, so the box is mounted afresh: keyword and type start empty. */
  run: number;
  onSearched: () => void;
}

/** The header's collapsible search row, loaded the first time the search toggle is used. */
export function SearchRow({ id, open, run, onSearched }: Props) {
  return (
    <Collapse open={open}>
      <SearchBox key={run} id={id} onSearched={onSearched} />
    </Collapse>
  );
}
