import styles from './loading-overlay.module.css';

/** Geometry of MUI's indeterminate CircularProgress (40px, thickness 3.6). */
const SIZE = 44;
const THICKNESS = 3.6;

/**
 * A dimmed screen with a spinner while something loads: what Backdrop and an indeterminate
 * CircularProgress draw, as plain elements and CSS animations. It shows at once (no code to
 * fetch first) and every page's bundle carries no transition or progress component for it.
 */
export function LoadingOverlay() {
  return (
    <div aria-busy="true" className={styles.backdrop}>
      <span role="progressbar" aria-label="Loading" className={styles.spinner}>
        <svg viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`} className={styles.svg}>
          <circle
            cx={SIZE}
            cy={SIZE}
            r={(SIZE - THICKNESS) / 2}
            fill="none"
            strokeWidth={THICKNESS}
            className={styles.circle}
          />
        </svg>
      </span>
    </div>
  );
}
