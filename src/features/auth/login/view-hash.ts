/**
 * The address fragment of each view of /login: `/login#sign-up` and `/login#reset` open that
 * view, and a view the visitor opens is written back to the address (a reload keeps it).
 */
import type { LoginViewId } from '../types';

export const VIEW_HASH: Record<LoginViewId, `#${string}`> = {
  signIn: '#sign-in',
  signUp: '#sign-up',
  reset: '#reset',
};

/** Older links said #reset-password. */
const ALIASES: Record<string, LoginViewId> = { '#reset-password': 'reset' };

/** The view a fragment names, or null (no fragment, or another one). */
export function viewOfHash(hash: string): LoginViewId | null {
  const fragment = hash.toLowerCase();
  const named = (Object.keys(VIEW_HASH) as LoginViewId[]).find(
    (view) => VIEW_HASH[view] === fragment,
  );
  return named ?? ALIASES[fragment] ?? null;
}

/**
 * Writes the view into the address without a new history entry (Back still leaves the page)
 * and without a navigation; Sign In, the page's first view, leaves no fragment.
 */
export function writeViewHash(view: LoginViewId): void {
  const { pathname, search } = window.location;
  const hash = view === 'signIn' ? '' : VIEW_HASH[view];
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
