import { useSyncExternalStore } from 'react';

// The server and the hydrating render see no match; then the browser's width decides.
const serverSnapshot = () => false;

/**
 * A hook that says whether the window matches a media query, kept current as it changes.
 * A subscription of its own: MUI's useMediaQuery would bring the theme. One hook per query
 * (made once, at module level), so useSyncExternalStore keeps the same subscription.
 */
export function mediaQueryHook(query: string): () => boolean {
  function subscribe(onChange: () => void) {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  const snapshot = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return function useMediaQuery() {
    return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  };
}
