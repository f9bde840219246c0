import { type FormEvent, useState } from 'react';
import { MSG_ENTER_KEYWORDS } from '@/config/constants';
import { useToast } from './toast';

/**
 * The box of a keyword search: what the visitor types stays until the applied keyword
 * changes (a search, Back, a cleared filter), which replaces it. Submitting an empty box is
 * refused with the spec's warning, unless `allowEmpty` (an empty search shows everything);
 * otherwise the trimmed keyword is searched.
 */
export function useKeywordSearch(
  keyword: string,
  onSearch: (keyword: string) => void,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
) {
  const toast = useToast();
  const [draft, setDraft] = useState(keyword);
  const [applied, setApplied] = useState(keyword);
  if (applied !== keyword) {
    setApplied(keyword);
    setDraft(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next && !allowEmpty) {
      toast.warning(MSG_ENTER_KEYWORDS);
      return;
    }
    onSearch(next);
  };

  return { draft, setDraft, submit };
}
