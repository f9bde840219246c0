import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useId } from 'react';
import type { ConfigBlock } from '@/lib/site-types';
import { HEADER_HEIGHT } from '../layout-constants';
import { ConfigBlockContent } from './config-block-content';

export type FixedBoxPlacement = 'top' | 'right';

const PLACEMENT_SX = {
  top: {
    top: HEADER_HEIGHT + 16,
    left: 24,
    width: 320,
  },
  right: {
    right: 24,
    top: '50%',
    transform: 'translateY(-50%)',
    width: 260,
  },
} as const;

/**
 * A closable fixed box (configs 34 and 35). Fixed positioning reserves no space, so the
 * page does not move when it appears after hydration.
 */
export function FixedBox({
  config,
  placement,
  onClose,
}: {
  config: ConfigBlock;
  placement: FixedBoxPlacement;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Paper
      component="aside"
      elevation={8}
      aria-labelledby={config.title ? titleId : undefined}
      aria-label={config.title ? undefined : placement === 'top' ? 'Announcement' : 'Promotion'}
      sx={{
        position: 'fixed',
        zIndex: 'speedDial',
        p: 2,
        pt: 5,
        maxHeight: `calc(100vh - ${HEADER_HEIGHT + 32}px)`,
        overflowY: 'auto',
        ...PLACEMENT_SX[placement],
      }}
    >
      <IconButton
        aria-label="Close"
        size="small"
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box>
        <ConfigBlockContent
          config={config}
          titleId={titleId}
          titleComponent="h2"
          pictureWidth={320}
          pictureHeight={180}
        />
      </Box>
    </Paper>
  );
}
