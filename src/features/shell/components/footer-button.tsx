import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface Props extends Omit<ButtonBaseProps, 'children'> {
  variant?: 'text' | 'outlined';
  startIcon?: ReactNode;
  children: ReactNode;
}

const startIconSx = {
  display: 'inherit',
  alignItems: 'center',
  mr: '8px',
  ml: '-2px',
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: 18 },
} as const;

/**
 * The footer's small buttons in the inherited (light) text colour: what MUI's Button draws
 * for `size="small" color="inherit"`, without shipping every variant and colour of it to
 * every page. ButtonBase keeps the ripple, the keyboard handling and the focus ring.
 */
export function FooterButton({ variant = 'text', startIcon, children, sx, ...props }: Props) {
  const outlined = variant === 'outlined';
  return (
    <ButtonBase
      {...props}
      sx={[
        (theme: Theme) => ({
          ...theme.typography.button,
          fontSize: theme.typography.pxToRem(13),
          minWidth: 64,
          padding: outlined ? '3px 9px' : '4px 5px',
          border: outlined ? '1px solid currentColor' : 0,
          borderRadius: '6px',
          color: 'inherit',
          transition: theme.transitions.create(
            ['background-color', 'box-shadow', 'border-color', 'color'],
            { duration: theme.transitions.duration.short },
          ),
          '&:hover': { textDecoration: 'none' },
          '@media (hover: hover)': {
            '&:hover': {
              backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
            },
          },
          '&.Mui-disabled': {
            color: theme.palette.action.disabled,
            ...(outlined && { border: `1px solid ${theme.palette.action.disabledBackground}` }),
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {startIcon && (
        <Box component="span" sx={startIconSx}>
          {startIcon}
        </Box>
      )}
      {children}
    </ButtonBase>
  );
}
