import { useEffect, useState } from 'react';
import {
  SUGGEST_MIN_LENGTH,
  type SuggestAnswer,
  type SuggestedName,
  suggestUrl,
} from '@/lib/search-suggest';

/** A pause in the typing before the names are asked for. */
export const SUGGEST_DELAY_MS = 150;

/**
 * The names offered for what is typed so far, asked of the site's /api/suggest once the
 * typing pauses (the previous question is dropped). The last names stay while the next are
 * asked; none under two letters; none when the route fails (Enter still searches).
 */
export function useSuggestions(keywords: string): SuggestedName[] {
  const text = keywords.trim();
  const [names, setNames] = useState<SuggestedName[]>([]);
  const long = text.length >= SUGGEST_MIN_LENGTH;
  useEffect(() => {
    if (!long) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(suggestUrl(text, window.location.origin), {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        const answer = (await response.json()) as SuggestAnswer;
        setNames(answer.code === 200 && Array.isArray(answer.data) ? answer.data : []);
      } catch {
        // Dropped for newer keywords, or the route failed: nothing new is offered.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, long]);
  return long ? names : [];
}
