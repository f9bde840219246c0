import { MAIN_CONTENT_ID } from '../layout-constants';
import styles from './skip-link.module.css';

/** The first stop of the keyboard: jumps over the header to the page. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Skip to main content
    </a>
  );
}
