import clsx from 'clsx';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { Link } from '@/components/ui/link';
import { PICTURE_SIZES } from '@/config/images';
import card from '@/styles/card.module.css';
import typo from '@/styles/typography.module.css';
import type { CategoryChild } from '../types';
import { balancedColumns } from './balanced-columns';
import styles from './category-page-view.module.css';

/** A 16:9 card picture in a two-column grid (category child cards). */
const HALF_CARD_PICTURE = { width: 480, height: 270, sizes: PICTURE_SIZES.half } as const;

/**
 * A landing page's child pages as cards: the child's picture, its name as a link to it and
 * its introduction (the category tree's own fields).
 */
export function ChildCards({ items, label }: { items: readonly CategoryChild[]; label: string }) {
  return (
    <GridList
      label={label}
      columns={{
        xs: 1,
        sm: balancedColumns(items.length, 2),
        lg: balancedColumns(items.length, 4),
      }}
      gap={3}
      className={styles.children}
    >
      {items.map((child) => (
        <li key={child.id} className={clsx(card.card, styles.child)}>
          <Picture
            src={child.picture}
            alt=""
            {...HALF_CARD_PICTURE}
            className={clsx(card.picture, styles.childPicture)}
          />
          <div className={clsx(card.body, styles.childBody)}>
            <h2 className={clsx(typo.h3, styles.childTitle)}>
              <Link href={child.path} className={styles.childLink}>
                {child.name}
              </Link>
            </h2>
            {child.introduce ? (
              <p className={clsx(typo.body2, typo.secondary)}>{child.introduce}</p>
            ) : null}
            <span aria-hidden="true" className={styles.more}>
              Learn more →
            </span>
          </div>
        </li>
      ))}
    </GridList>
  );
}
