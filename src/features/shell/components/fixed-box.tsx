import clsx from 'clsx';
import { type CSSProperties, useId } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icons';
import type { ConfigBlock } from '@/lib/site-types';
import { HEADER_HEIGHT } from '../layout-constants';
import { ConfigBlockContent } from './config-block-content';
import styles from './fixed-box.module.css';

export type FixedBoxPlacement = 'top' | 'right';

// The stylesheet places the boxes below the header, whose height lives in one constant.
const headerHeight = { '--header-height': `${HEADER_HEIGHT}px` } as CSSProperties;

/**
 * A closable fixed box (configs 34 and 35). Fixed positioning reserves no space, so the
 * page does not move when it appears after hydration.
 */
export function FixedBox({
  config,
  placement,
  onClose,
}: {
  config: ConfigBlock;
  placement: FixedBoxPlacement;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={config.title ? titleId : undefined}
      aria-label={config.title ? undefined : placement === 'top' ? 'Announcement' : 'Promotion'}
      className={clsx(styles.box, styles[placement])}
      style={headerHeight}
    >
      <IconButton aria-label="Close" size="small" onClick={onClose} className={styles.close}>
        <Icon path={closeIcon} size="small" />
      </IconButton>
      <div>
        <ConfigBlockContent
          config={config}
          titleId={titleId}
          titleComponent="h2"
          pictureWidth={320}
          pictureHeight={180}
        />
      </div>
    </aside>
  );
}
