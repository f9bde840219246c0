import { useEffect } from 'react';
import type { MenuItem } from '@/lib/site-types';
import { Collapse } from './collapse';
import { MobileNav } from './mobile-nav';
import styles from './mobile-menu.module.css';

interface Props {
  id: string;
  open: boolean;
  /** Changes on each opening, so the menu is mounted afresh with its sub-menus closed. */
  run: number;
  /** The id of the button that opens and closes it: Escape gives it the focus. */
  toggleId: string;
  onClose: () => void;
  items: MenuItem[];
  personalCenter: MenuItem | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The header's collapsible mobile menu, loaded the first time the menu toggle is used.
 * Escape closes it and puts the focus back on its toggle; a dialog open over it (sign out)
 * handles its own Escape and stops it there.
 */
export function MobileMenu({ open, run, toggleId, onClose, ...navProps }: Props) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      onClose();
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggleId, onClose]);
  return (
    <div className={styles.menu}>
      <Collapse open={open}>
        <div className={styles.scroller}>
          <MobileNav key={run} {...navProps} />
        </div>
      </Collapse>
    </div>
  );
}
