import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './footer-button.module.css';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'children'> & {
  variant?: 'text' | 'outlined';
  /** An icon path from src/components/ui/icon-paths/. */
  icon: string;
  children: ReactNode;
};

/** The footer's small buttons with a leading icon, in the inherited (light) text colour. */
export function FooterButton({ variant = 'text', icon, children, ...props }: Props) {
  return (
    <Button
      {...props}
      variant={variant}
      color="inherit"
      size="small"
      className={styles.button}
      startIcon={<Icon path={icon} className={styles.icon} />}
    >
      {children}
    </Button>
  );
}
