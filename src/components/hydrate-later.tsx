import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered markup that React hydrates after the rest of the page, in slices the
 * browser can interrupt, instead of inside the one long task that hydrates the page.
 *
 * It is an Activity boundary: when hydrating, React 19 leaves the boundary's server markup in
 * place, finishes the page, then hydrates the boundary at offscreen priority, yielding to the
 * browser every few milliseconds. A click or key press inside it before then hydrates it at
 * once and is replayed. Unlike a Suspense boundary, it never makes the server move a large
 * part of the HTML to the end of the page for an inline script to put back (which our CSP
 * refuses). For big, mostly static parts: a long list, a table, the footer.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
