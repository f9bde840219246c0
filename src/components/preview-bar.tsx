/**
 * The bar over a page rendered in draft mode: says the page shows unpublished changes and
 * links to the way out (/api/draft/exit, back to this page). Loaded lazily by _app only on a
 * preview, so public pages carry none of it.
 */
import { useRouter } from 'next/router';
import styles from './preview-bar.module.css';

export const PREVIEW_BAR_TEXT = 'Preview of unpublished changes';

/** The exit route for the page at `asPath` (its query and fragment dropped). */
export function exitHref(asPath: string): string {
  const path = asPath.split(/[?#]/, 1)[0] || '/';
  return `/api/draft/exit?path=${encodeURIComponent(path)}`;
}

export default function PreviewBar() {
  const { asPath } = useRouter();
  return (
    <aside className={styles.bar} aria-label="Preview">
      <p className={styles.text}>
        {PREVIEW_BAR_TEXT} —{' '}
        {/* A plain link: the exit is an API route that answers with a redirect. */}
        <a className={styles.exit} href={exitHref(asPath)}>
          exit
        </a>
      </p>
    </aside>
  );
}
