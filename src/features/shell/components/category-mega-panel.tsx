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

/**
 * A menu's panel for anything but products: one card per child (picture, name, introduction).
 * The name is the card's one link, and the whole card answers a click: one stop per card for
 * the keyboard, named by where it goes (the spec's "Click to view" is not link text;
 * docs/spec-deviations.md).
 */
export function CategoryMegaPanel({ item }: { item: MenuItem }) {
  return (
    <ul className={styles.cards}>
      {item.children.map((child) => (
        <li key={child.id} className={clsx(block.block, styles.card)}>
          <Picture src={child.picture} alt="" {...CARD_PICTURE} className={block.picture} />
          <h3 className={clsx(typo.subtitle1, styles.name)}>
            <Link href={child.path} className={styles.link}>
              {child.name}
            </Link>
          </h3>
          {child.introduce && (
            <p className={clsx(typo.body2, typo.secondary, styles.introduce)}>{child.introduce}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
