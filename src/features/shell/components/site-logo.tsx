import { SiteLogoLink } from '@/components/site-logo-link';
import styles from './site-logo.module.css';

/** The site logo linking home in the header, footer and minimal layout. */
export function SiteLogo(props: { src: string; title: string }) {
  return <SiteLogoLink {...props} className={styles.logo} pictureClassName={styles.picture} />;
}
