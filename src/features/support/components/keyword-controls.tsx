import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';

/** The box of a keyword search bound to its draft (useKeywordSearch): as long as a keyword may be. */
export function DraftKeywordField({
  draft,
  setDraft,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'maxLength'> & {
  draft: string;
  setDraft: (draft: string) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  // Typed before the page hydrated: the box holds text its state never saw, and a Search
  // pressed after hydration would send the empty draft. Take the typed text over, once.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== '' && typed !== draft) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);
  return (
    <TextField
      {...props}
      ref={box}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      maxLength={MAX_KEYWORD_LENGTH}
    />
  );
}

/** A keyword search form's Search button: contained, with the search icon. */
export function SearchButton({ className }: { className?: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      className={className}
      startIcon={<Icon path={searchIcon} size="small" />}
    >
      Search
    </Button>
  );
}
