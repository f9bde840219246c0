import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icon-paths/close';
import { supportAgentIcon } from '@/components/ui/icon-paths/support-agent';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';
import styles from './promo-tab.module.css';

/**
 * Config 35 as a small tab on the right edge: collapsed it is a vertical label, a click
 * (or Enter) opens a small panel beside it with the text and a link. Close dismisses it for
 * the session.
 */
export function PromoTab({ config, onClose }: { config: ConfigBlock; onClose: () => void }) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const title = config.title || 'Promotion';
  return (
    <aside aria-labelledby={titleId} className={clsx(styles.tab, open && styles.open)}>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {config.subtitle && <p className={styles.subtitle}>{config.subtitle}</p>}
        <Prose html={config.html} className={styles.html} />
        {config.path && (
          <Link href={config.path} className={styles.link}>
            Learn more
          </Link>
        )}
      </div>
      <div className={styles.handle}>
        <IconButton aria-label="Close" size="small" onClick={onClose} className={styles.close}>
          <Icon path={closeIcon} size="small" />
        </IconButton>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={styles.toggle}
        >
          <Icon path={supportAgentIcon} size="small" />
          <span id={titleId} className={styles.label}>
            {title}
          </span>
        </button>
      </div>
    </aside>
  );
}
