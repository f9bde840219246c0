import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icon-paths/close';
import type { ConfigBlock } from '@/lib/site-types';
import styles from './promo-bar.module.css';

/** Config 34 as one slim line: title, subtitle, a link to its page and a close button. */
export function PromoBar({ config, onClose }: { config: ConfigBlock; onClose: () => void }) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={config.title ? titleId : undefined}
      aria-label={config.title ? undefined : 'Announcement'}
      className={styles.bar}
    >
      <div className={styles.inner}>
        <p className={styles.text}>
          {config.title && (
            <strong id={titleId} className={styles.title}>
              {config.title}
            </strong>
          )}
          {config.subtitle && <span className={styles.subtitle}>{config.subtitle}</span>}
          {config.path && (
            <Link href={config.path} className={styles.link}>
              See the offer
            </Link>
          )}
        </p>
        <IconButton aria-label="Close" size="small" onClick={onClose} className={styles.close}>
          <Icon path={closeIcon} size="small" />
        </IconButton>
      </div>
    </aside>
  );
}
