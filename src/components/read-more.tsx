import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { Prose } from './prose';

/** Height of the collapsed description. */
export const COLLAPSED_HEIGHT_PX = 144;

/**
 * Sanitized HTML shown collapsed with a Read More / Retract toggle. The full text is in the
 * server HTML either way (only its height is clipped), so search engines read all of it.
 */
export function ReadMore({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!html) return null;
  return (
    <Box>
      <Box
        id={id}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          maxHeight: expanded ? 'none' : `${COLLAPSED_HEIGHT_PX}px`,
          ...(expanded
            ? {}
            : {
                maskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
              }),
        }}
      >
        <Prose html={html} />
      </Box>
      <Button
        variant="text"
        size="small"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        sx={{ px: 0, mt: 0.5 }}
      >
        {expanded ? 'Retract' : 'Read More'}
      </Button>
    </Box>
  );
}
