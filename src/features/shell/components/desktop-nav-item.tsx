import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/link';
import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import type { MenuItem } from '@/lib/site-types';
import styles from './desktop-nav-item.module.css';

// Loaded on the first hover or focus: most visits never open a sub-menu.
const MegaMenuPanel = dynamic(() => import('./mega-menu-panel').then((m) => m.MegaMenuPanel), {
  ssr: false,
});

interface Props {
  item: MenuItem;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * A top menu link; with children, hovering or focusing it opens the mega sub-menu right
 * after it in the tab order. Escape closes it and returns focus to the link.
 */
export function DesktopNavItem({ item, open, onOpen, onClose }: Props) {
  const panelId = useId();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  // Focus moved back to the link by Escape must not reopen the panel.
  const suppressFocusOpen = useRef(false);
  const hasPanel = item.children.length > 0;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    if (document.activeElement !== triggerRef.current) {
      suppressFocusOpen.current = true;
      triggerRef.current?.focus();
    }
  };

  const handleTriggerFocus = () => {
    if (suppressFocusOpen.current) {
      suppressFocusOpen.current = false;
      return;
    }
    if (hasPanel) onOpen();
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={hasPanel ? onOpen : undefined}
      onMouseLeave={hasPanel ? onClose : undefined}
      onBlur={hasPanel ? handleBlur : undefined}
      onKeyDown={hasPanel ? handleKeyDown : undefined}
    >
      <Link
        href={item.path}
        ref={triggerRef}
        onFocus={handleTriggerFocus}
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel && open ? panelId : undefined}
        className={styles.link}
      >
        {item.name}
      </Link>
      {hasPanel && open && <MegaMenuPanel id={panelId} item={item} />}
    </li>
  );
}
