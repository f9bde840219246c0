import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../layout-constants';

/** The first stop of the keyboard: jumps over the header to the page. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8, outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      Skip to content
    </Box>
  );
}
