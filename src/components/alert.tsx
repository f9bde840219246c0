import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { infoIcon } from '@/components/ui/icon-paths/info';
import { successIcon } from '@/components/ui/icon-paths/success';
import { warningIcon } from '@/components/ui/icon-paths/warning';
import styles from './alert.module.css';

export interface AlertProps {
  severity: 'info' | 'success' | 'warning';
  /** standard: tinted background; filled: the severity's colour with white text. */
  variant?: 'standard' | 'filled';
  /** Like MUI's Alert: role alert unless told otherwise (e.g. status). */
  role?: 'alert' | 'status';
  children: ReactNode;
}

const SEVERITY_ICON = { info: infoIcon, success: successIcon, warning: warningIcon } as const;

/** MUI's Alert look (icon and message) in plain HTML, for the server-rendered pages. */
export function Alert({ severity, variant = 'standard', role = 'alert', children }: AlertProps) {
  return (
    <div role={role} className={clsx(styles.alert, styles[variant], styles[severity])}>
      <span className={styles.icon}>
        <Icon path={SEVERITY_ICON[severity]} size="inherit" />
      </span>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
