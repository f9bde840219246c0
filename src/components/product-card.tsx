import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { PICTURE_SIZES } from '@/config/images';
import { CompareButton } from '@/components/compare-button';
import type { GoodsBadge, ProductCardData } from '@/lib/goods';
import typo from '@/styles/typography.module.css';
import { Picture } from './picture';
import styles from './product-card.module.css';

export const BADGE_LABEL: Record<Exclude<GoodsBadge, null>, string> = {
  new: 'New',
  hot: 'Hot',
  special: 'Special',
};

/**
 * A product tile: square picture, optional badge and title as one link to the product, and
 * under it a Compare button (beside the link, never inside it).
 * `priority` for the card a phone shows first (its picture is the largest thing on screen):
 * loaded with the page, preloaded, with high priority; the others load lazily.
 * `sizes`: how wide the card is drawn; the catalogue carousel's by default.
 */
export function ProductCard({
  product,
  priority = false,
  sizes = PICTURE_SIZES.carousel,
}: {
  product: ProductCardData;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <div className={styles.card}>
      <Link href={product.href} className={styles.link}>
        <Picture
          src={product.picture}
          alt={product.title}
          width={400}
          height={300}
          sizes={sizes}
          priority={priority}
          className={styles.picture}
        />
        {product.badge ? (
          // The module's class named after the badge (hot, new) colours it; special has none.
          <span className={clsx(styles.badge, styles[product.badge])}>
            <span className={styles.badgeLabel}>{BADGE_LABEL[product.badge]}</span>
          </span>
        ) : null}
        <span className={clsx(typo.body1, styles.title)}>{product.title}</span>
      </Link>
      <CompareButton title={product.title} picture={product.picture} className={styles.compare} />
    </div>
  );
}
