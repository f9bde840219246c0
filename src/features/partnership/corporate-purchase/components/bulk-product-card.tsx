import clsx from 'clsx';
import { useId } from 'react';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import type { BulkProduct } from '../types';
import styles from './bulk-product-card.module.css';
import card from '@/styles/card.module.css';

export interface BulkProductCardProps {
  product: BulkProduct;
  /** Buy Now: opens the quote form for this product. */
  onBuy: (product: BulkProduct) => void;
  /** Pointer or focus on Buy Now: a good time to fetch the form. */
  onIntent?: () => void;
}

/** A square slide of the products carousel. */
const PRODUCT_PICTURE = { width: 400, height: 400, sizes: PICTURE_SIZES.carousel } as const;

/** A product of the carousel: picture, title, its quantity → price pairs and Buy Now. */
export function BulkProductCard({ product, onBuy, onIntent }: BulkProductCardProps) {
  const titleId = useId();
  return (
    <article className={clsx(card.card, styles.card)} aria-labelledby={titleId}>
      {product.picture ? (
        <Picture
          src={product.picture}
          alt={product.title}
          {...PRODUCT_PICTURE}
          className={clsx(card.picture, styles.picture)}
        />
      ) : (
        <div className={clsx(card.picture, styles.picture)} aria-hidden />
      )}
      <div className={clsx(card.body, styles.body)}>
        <h3 id={titleId} className={clsx(typo.subtitle1, styles.title)}>
          {product.title}
        </h3>
        {product.prices.length > 0 ? (
          <dl className={styles.prices} aria-label={`Bulk prices of ${product.title}`}>
            {product.prices.map((pair, index) => (
              <div key={`${index}-${pair.quantity}`} className={styles.pair}>
                <dt className={typo.body2}>{pair.quantity}</dt>
                <dd className={clsx(typo.body2, styles.price)}>{pair.price}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Button
          variant="contained"
          fullWidth
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={() => onBuy(product)}
          className={styles.buy}
        >
          Buy Now
        </Button>
      </div>
    </article>
  );
}
