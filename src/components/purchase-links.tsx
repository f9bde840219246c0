import clsx from 'clsx';
import typo from '@/styles/typography.module.css';
import { Picture } from './picture';
import styles from './purchase-links.module.css';
import list from '@/styles/list.module.css';

export interface PurchaseLink {
  name: string;
  href: string;
  picture: string;
}

/** The purchasing channels (Amazon, eBay...): logo links to the stores, new tab. */
export function PurchaseLinks({ links }: { links: PurchaseLink[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={clsx(typo.h6, styles.title)}>Where to buy</h2>
      <ul className={clsx(list.bare, styles.list)}>
        {links.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Buy on ${link.name}`}
              className={styles.link}
            >
              {link.picture ? (
                <Picture
                  src={link.picture}
                  alt={link.name}
                  width={120}
                  height={40}
                  sizes="120px"
                  className={styles.logo}
                />
              ) : (
                link.name
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
