import { PICTURE_SIZES } from '@/config/images';
import { Picture } from './picture';
import styles from './page-banner.module.css';

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 480;

/**
 * The full-width banner picture at the top of a page, with its box reserved by the aspect
 * ratio so nothing below it moves while it loads.
 */
export function PageBanner({
  src,
  alt = '',
  priority = false,
}: {
  src: string;
  /** '' when the heading beside it already names the page. */
  alt?: string;
  /** The largest paint of the page: preload it. */
  priority?: boolean;
}) {
  if (!src) return null;
  return (
    <div className={styles.banner}>
      <Picture
        src={src}
        alt={alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        sizes={PICTURE_SIZES.fullBleed}
        priority={priority}
        className={styles.picture}
        style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }}
      />
    </div>
  );
}
