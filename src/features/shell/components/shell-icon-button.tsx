import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/**
 * What MUI's IconButton draws (medium, default colour). The header's round buttons use it
 * with ButtonBase directly: IconButton also brings its loading state (a CircularProgress)
 * into every page's bundle, which the header never uses.
 */
const iconButtonSx = (theme: Theme) => ({
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: '8px',
  borderRadius: '50%',
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&.Mui-disabled': { backgroundColor: 'transparent', color: theme.palette.action.disabled },
});

function withSx(sx: SxProps<Theme> | undefined) {
  return [iconButtonSx, ...(Array.isArray(sx) ? sx : [sx])];
}

/** A round icon button: ripple from the centre, keyboard focus ring from the theme. */
export function ShellIconButton({ sx, ...props }: ButtonBaseProps) {
  return <ButtonBase centerRipple focusRipple {...props} sx={withSx(sx)} />;
}

/** A link that looks like a round icon button (a plain link: role and keys of a link). */
export function ShellIconLink({
  href,
  children,
  sx,
  ...props
}: {
  href: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'aria-label': string;
}) {
  return (
    <Box
      component={NextLink}
      href={href}
      {...props}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
          boxSizing: 'border-box',
          WebkitTapHighlightColor: 'transparent',
          textDecoration: 'none',
          verticalAlign: 'middle',
          cursor: 'pointer',
          userSelect: 'none',
          outline: 0,
          '&:focus-visible': { outline: '3px solid #e8590c', outlineOffset: 2 },
        },
        ...withSx(sx),
      ]}
    >
      {children}
    </Box>
  );
}
