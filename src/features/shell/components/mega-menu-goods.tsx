import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { paths } from '@/lib/paths';
import type { MenuItem } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { useCategoryGoods } from '../hooks/use-category-goods';
import { GoodsBadge } from './goods-badge';
import styles from './mega-menu-goods.module.css';

const MAX_GOODS = 8;
/**
 * The thumbnail's side; the CSS reserves two rows of it (plus the title) while loading. A
 * fixed size, so no `sizes`: the picture offers 1x and 2x of it (128 and 256 px wide).
 */
const THUMB_PICTURE = { width: 120, height: 120 } as const;

/** The products of one category with a View all link. */
export function MegaMenuGoods({ category }: { category: MenuItem }) {
  const { data, error, isLoading } = useCategoryGoods(category.id);
  const viewAllPath = data?.path || category.path;

  return (
    <div aria-busy={isLoading} className={styles.goods}>
      {isLoading && (
        <ul className={styles.grid} aria-label={`Loading ${category.name}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <div className={styles.thumbSkeleton} />
              <div className={styles.textSkeleton} />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={clsx(typo.body1, typo.secondary)}>
          The products could not be loaded right now.
        </p>
      )}
      {data && data.goods.length === 0 && (
        <p className={clsx(typo.body1, typo.secondary)}>No products in this category yet.</p>
      )}
      {data && data.goods.length > 0 && (
        <ul className={styles.grid}>
          {data.goods.slice(0, MAX_GOODS).map((goods) => (
            <li key={goods.id}>
              <Link href={paths.product(goods.title)} className={styles.product}>
                <div className={styles.thumb}>
                  <Picture
                    src={goods.picture}
                    alt=""
                    {...THUMB_PICTURE}
                    className={styles.picture}
                  />
                  <GoodsBadge tagId={goods.tagId} />
                </div>
                <span className={clsx(typo.body2, styles.title)}>{goods.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href={viewAllPath} aria-label={`View all ${category.name}`} className={styles.viewAll}>
        View all
      </Link>
    </div>
  );
}
