import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { paths } from '@/lib/paths';
import styles from './site-logo.module.css';

/** The logo's intrinsic size; the CSS keeps it 40px high. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/** The site logo linking home; the site title as text when there is no picture. */
export function SiteLogo({ src, title }: { src: string; title: string }) {
  return (
    <Link href={paths.home()} aria-label={`${title} home`} className={styles.logo}>
      {src ? (
        <Picture
          src={src}
          alt={title}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          className={styles.picture}
        />
      ) : (
        title
      )}
    </Link>
  );
}
