import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import type { MenuItem } from '@/lib/site-types';

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
    <Box
      component="li"
      onMouseEnter={hasPanel ? onOpen : undefined}
      onMouseLeave={hasPanel ? onClose : undefined}
      onBlur={hasPanel ? handleBlur : undefined}
      onKeyDown={hasPanel ? handleKeyDown : undefined}
      sx={{ display: 'flex', alignItems: 'stretch' }}
    >
      <Box
        component={NextLink}
        href={item.path}
        ref={triggerRef}
        onFocus={handleTriggerFocus}
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel && open ? panelId : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: { lg: 1.5, xl: 2.5 },
          color: open ? 'primary.main' : 'text.primary',
          fontWeight: 600,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          borderBottom: '3px solid',
          borderTop: '3px solid transparent',
          borderBottomColor: open ? 'primary.main' : 'transparent',
          '&:hover': { color: 'primary.main' },
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'secondary.main',
            outlineOffset: -3,
          },
        }}
      >
        {item.name}
      </Box>
      {hasPanel && open && <MegaMenuPanel id={panelId} item={item} />}
    </Box>
  );
}
