import { BREAKPOINT } from '@/config/constants';
import { mediaQueryHook } from '@/lib/use-media-query';

/** The lg breakpoint: the desktop header needs more than 1024px. */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINT.desktopHeader + 1}px)`;

/** Width above 1024px (the lg breakpoint). False on the server and while hydrating. */
export const useIsDesktop: () => boolean = mediaQueryHook(DESKTOP_QUERY);
