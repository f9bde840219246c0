import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import type { MenuItem } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './category-mega-panel.module.css';
// A child's card has the look of a config block: picture over text.
import block from './config-block-content.module.css';

/**
 * The card picture's intrinsic size (16:9; it scales to the card's width, 240 px and up). No
 * `sizes`: it offers 1x and 2x of this width (384 and 640 px), never a full-screen size.
 */
const CARD_PICTURE = { width: 320, height: 180 } as const;

/** A menu's panel for anything but products: picture, name, introduction, Click to view. */
export function CategoryMegaPanel({ item }: { item: MenuItem }) {
  return (
    <ul className={styles.cards}>
      {item.children.map((child) => (
        <li key={child.id} className={block.block}>
          <Picture src={child.picture} alt="" {...CARD_PICTURE} className={block.picture} />
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
