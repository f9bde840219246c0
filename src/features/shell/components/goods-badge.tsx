import clsx from 'clsx';
import { GOODS_TAG } from '@/config/constants';
import styles from './goods-badge.module.css';

const LABELS: Record<number, { text: string; className: string }> = {
  [GOODS_TAG.new]: { text: 'New', className: styles.new },
  [GOODS_TAG.hot]: { text: 'Hot', className: styles.hot },
  [GOODS_TAG.third]: { text: 'Special', className: styles.featured },
};

/** The small New / Hot / Special badge of a menu product card; nothing for tag 1. */
export function GoodsBadge({ tagId }: { tagId: number }) {
  const label = LABELS[tagId];
  if (!label) return null;
  return <span className={clsx(styles.badge, label.className)}>{label.text}</span>;
}
