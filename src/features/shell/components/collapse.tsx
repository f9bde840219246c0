import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './collapse.module.css';

type CollapseProps = { open: boolean } & Omit<ComponentPropsWithoutRef<'div'>, 'hidden'>;

/**
 * Opens and closes its content by height, in CSS only: closed it is `hidden` (out of the
 * accessibility tree and the tab order), and the height animates both ways, also when it
 * mounts already open.
 */
export function Collapse({ open, className, children, ...props }: CollapseProps) {
  return (
    <div {...props} hidden={!open} className={clsx(styles.collapse, className)}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
