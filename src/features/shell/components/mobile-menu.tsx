import type { MenuItem } from '@/lib/site-types';
import { Collapse } from './collapse';
import { MobileNav } from './mobile-nav';
import styles from './mobile-menu.module.css';

interface Props {
  id: string;
  open: boolean;
  /** Changes on each opening, so the menu is mounted afresh with its sub-menus closed. */
  run: number;
  items: MenuItem[];
  personalCenter: MenuItem | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The header's collapsible mobile menu, loaded the first time the menu toggle is used. Escape
 * is the header's (./header.tsx), so it works before this code has loaded.
 */
export function MobileMenu({ open, run, ...navProps }: Props) {
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
