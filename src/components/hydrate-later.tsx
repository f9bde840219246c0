import { Activity, type ReactNode, useEffect } from 'react';

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
export function HydrateLater({
  children,
  onHydrated,
}: {
  children: ReactNode;
  /**
   * Called once the part has hydrated. The part hydrates late, when the page's own state may
   * have moved on (the router ready, the address read): a view that passes such state into the
   * part must keep rendering what the server did until then, or React finds other markup than
   * the server's, throws the server's away and draws the part anew.
   */
  onHydrated?: () => void;
}) {
  return (
    <Activity mode="visible">
      {onHydrated ? <HydratedSignal onHydrated={onHydrated} /> : null}
      {children}
    </Activity>
  );
}

function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
