/**
 * The bar over a page rendered in draft mode: says the page shows unpublished changes and
 * links to the way out (/api/draft/exit, back to this page). _document.tsx renders it on the
 * server only, outside the React root: public pages carry none of it, and it needs no script
 * (the exit is a plain link to an API route that answers with a redirect). Styled by the
 * `preview-bar` classes of globals.css.
 */

export const PREVIEW_BAR_TEXT = 'Preview of unpublished changes';

/** The exit route for the page at `asPath` (its query and fragment dropped). */
export function exitHref(asPath: string): string {
  const path = asPath.split(/[?#]/, 1)[0] || '/';
  return `/api/draft/exit?path=${encodeURIComponent(path)}`;
}

export function PreviewBar({ path }: { path: string }) {
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p>
        {PREVIEW_BAR_TEXT} — <a href={exitHref(path)}>exit</a>
      </p>
    </aside>
  );
}
