import { startTransition, useEffect, useState } from 'react';

/** The browser's languages, most wanted first, comma-separated. */
function readLanguages(): string {
  return (navigator.languages?.length ? navigator.languages : [navigator.language]).join(',');
}

/**
 * The browser's languages, most wanted first, comma-separated: '' on the server and while
 * hydrating (the server cannot know them), then read after hydration and whenever they change.
 *
 * The update is a transition: it only adds the country suggestion, but as a transition that
 * render is done in short slices the browser can interrupt, not in one long task right after
 * the page hydrates.
 */
export function useBrowserLanguages(): string {
  const [languages, setLanguages] = useState('');
  useEffect(() => {
    const read = () => startTransition(() => setLanguages(readLanguages()));
    read();
    window.addEventListener('languagechange', read);
    return () => window.removeEventListener('languagechange', read);
  }, []);
  return languages;
}
