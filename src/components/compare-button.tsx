import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { goodsSlug } from '@/lib/format';
import { useInCompareTray } from '@/lib/compare-tray-state';
import styles from './compare-button.module.css';

export interface CompareButtonProps {
  title: string;
  picture: string;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * Puts a product in the compare tray or takes it out (a toggle: aria-pressed). Named
 * "Compare" and the product, so a page of cards has one distinct button per product. Only
 * reading the tray ships with the cards; changing it loads on the first click.
 */
export function CompareButton({ title, picture, size = 'small', className }: CompareButtonProps) {
  const slug = goodsSlug(title);
  const inTray = useInCompareTray(slug);
  return (
    <Button
      variant={inTray ? 'contained' : 'outlined'}
      size={size}
      className={clsx(styles.compare, className)}
      aria-pressed={inTray}
      aria-label={`Compare ${title}`}
      onClick={() => {
        void import('@/lib/compare-store').then((store) =>
          store.toggleCompare({ slug, title, picture }),
        );
      }}
    >
      Compare
    </Button>
  );
}
