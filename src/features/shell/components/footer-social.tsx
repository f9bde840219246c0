import { Picture } from '@/components/picture';
import type { SocialLink } from '@/lib/site-types';
import styles from './footer-social.module.css';

const ICON = 28;

/** Social-media icon links, each opening in a new tab. */
export function FooterSocial({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={`${link.name}-${link.link}`}>
          <a
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
            className={styles.link}
          >
            {link.picture ? (
              <Picture src={link.picture} alt="" width={ICON} height={ICON} />
            ) : (
              link.name.charAt(0)
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
