import { useSyncExternalStore } from 'react';
import { BREAKPOINT } from '@/config/constants';

/** The lg breakpoint: the desktop header needs more than 1024px. */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINT.desktopHeader + 1}px)`;

const serverSnapshot = () => false;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;

/**
 * Width above 1024px (the lg breakpoint). False on the server and while hydrating.
 * A media-query subscription of its own: MUI's useMediaQuery would bring the theme.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
