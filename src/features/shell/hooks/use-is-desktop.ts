import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

const serverSnapshot = () => false;

/**
 * Width above 1024px (the theme's lg breakpoint). False on the server and while hydrating.
 * A media-query subscription of its own: all MUI's useMediaQuery would add is options
 * the shell does not use.
 */
export function useIsDesktop(): boolean {
  const query = useTheme()
    .breakpoints.up('lg')
    .replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
