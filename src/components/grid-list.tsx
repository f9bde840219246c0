import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type GridColumns = Partial<Record<Breakpoint, number>>;

/** `{xs: 2, lg: 4}` → `{xs: 'repeat(2, minmax(0, 1fr))', lg: ...}`: cells never overflow. */
export function gridTemplate(columns: GridColumns): Partial<Record<Breakpoint, string>> {
  return Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );
}

/**
 * A collection of cards as a list (ul/li for screen readers) laid out as a responsive grid.
 * While `busy` (a new page loading), the cards dim and the list says so.
 */
export function GridList({
  columns,
  children,
  label,
  busy,
  gap = 2,
  sx,
}: {
  columns: GridColumns;
  /** The `<li>` elements. */
  children: ReactNode;
  label?: string;
  busy?: boolean;
  gap?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: gridTemplate(columns),
          opacity: busy ? 0.6 : 1,
          transition: 'opacity 150ms',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
