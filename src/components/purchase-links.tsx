import clsx from 'clsx';
import { paths } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { Picture } from './picture';
import { Link } from './ui/link';
import styles from './purchase-links.module.css';
import list from '@/styles/list.module.css';

export interface PurchaseLink {
  name: string;
  href: string;
  picture: string;
}

/**
 * Where to buy: every purchasing channel the record lists (Amazon, eBay...) as a logo link to
 * the store, new tab, and the dealers and retail stores of the where-to-buy page
 * (the spec), which the record does not list.
 */
export function PurchaseLinks({ links }: { links: PurchaseLink[] }) {
  return (
    <div>
      <h2 className={clsx(typo.h6, styles.title)}>Where to buy</h2>
      {links.length > 0 ? (
        <ul className={clsx(list.bare, styles.list)} aria-label="Online stores">
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
      ) : null}
      <p className={clsx(typo.body2, styles.dealers)}>
        <Link href={paths.whereToBuy()}>Find a dealer or retail store near you</Link>
      </p>
    </div>
  );
}
