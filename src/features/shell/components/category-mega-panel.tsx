import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import type { MenuItem } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './category-mega-panel.module.css';

/** The card picture's intrinsic size (it scales to the card's width). */
const CARD_WIDTH = 240;
const CARD_HEIGHT = 135;

/** A menu's panel for anything but products: picture, name, introduction, Click to view. */
export function CategoryMegaPanel({ item }: { item: MenuItem }) {
  return (
    <ul className={styles.cards}>
      {item.children.map((child) => (
        <li key={child.id} className={styles.card}>
          {child.picture && (
            <Picture
              src={child.picture}
              alt=""
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              sizes="300px"
              className={styles.picture}
            />
          )}
          <h3 className={clsx(typo.subtitle1, styles.name)}>{child.name}</h3>
          {child.introduce && (
            <p className={clsx(typo.body2, typo.secondary, styles.introduce)}>{child.introduce}</p>
          )}
          <Link
            href={child.path}
            aria-label={`Click to view ${child.name}`}
            className={styles.view}
          >
            Click to view
          </Link>
        </li>
      ))}
    </ul>
  );
}
