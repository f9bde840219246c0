import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { addToCompare, removeFromCompare, useCompareState } from '@/lib/compare-store';
import { compareSlug } from '@/lib/compare-slugs';
import { addIcon, checkIcon } from '@/components/ui/icon-paths/compare';

export interface CompareButtonProps {
  title: string;
  picture: string;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * Puts a product in the compare tray or takes it out (a toggle: aria-pressed). Named
 * "Compare" and the product, so a page of cards has one distinct button per product.
 */
export function CompareButton({ title, picture, size = 'small', className }: CompareButtonProps) {
  const slug = compareSlug(title);
  const { items } = useCompareState();
  const inTray = items.some((item) => item.slug === slug);
  return (
    <Button
      variant={inTray ? 'contained' : 'outlined'}
      size={size}
      className={className}
      aria-pressed={inTray}
      data-compare-button=""
      startIcon={<Icon path={inTray ? checkIcon : addIcon} size="small" />}
      onClick={() => {
        if (inTray) removeFromCompare(slug);
        else addToCompare({ slug, title, picture });
      }}
    >
      Compare
      <VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  );
}
