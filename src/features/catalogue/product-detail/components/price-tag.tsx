import clsx from 'clsx';
import { formatUsd } from '@/lib/usd';
import typo from '@/styles/typography.module.css';
import styles from './price-tag.module.css';

/** The selling price, the crossed price struck through and the percent off. */
export function PriceTag({
  price,
  crossedPrice,
  discount,
}: {
  price: number | null;
  crossedPrice: number | null;
  discount: number;
}) {
  if (price === null) return null;
  return (
    <div className={styles.tag}>
      <span className={clsx(typo.body1, styles.price)}>{formatUsd(price)}</span>
      {crossedPrice !== null ? (
        <del
          aria-label={`Was ${formatUsd(crossedPrice)}`}
          className={clsx(typo.body1, typo.secondary)}
        >
          {formatUsd(crossedPrice)}
        </del>
      ) : null}
      {discount > 0 ? (
        <span className={clsx(typo.body1, styles.discount)}>{discount}% OFF</span>
      ) : null}
    </div>
  );
}
