import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Picture } from './picture';

/**
 * Text beside a picture: two columns on wide screens (the picture first when `reversed`),
 * stacked on phones, one column when there is no picture.
 */
export function TextWithPicture({
  picture,
  alt,
  reversed = false,
  children,
  component = 'div',
  configId,
}: {
  picture: string;
  alt: string;
  reversed?: boolean;
  children: ReactNode;
  component?: 'div' | 'article';
  /** Marks the block with the CMS config it shows (data-config-id). */
  configId?: number;
}) {
  return (
    <Box
      component={component}
      data-config-id={configId}
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: picture ? '1fr 1fr' : '1fr' },
      }}
    >
      <Box sx={{ order: { md: reversed ? 1 : 0 } }}>{children}</Box>
      {picture ? (
        <Picture
          src={picture}
          alt={alt}
          width={800}
          height={600}
          style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
        />
      ) : null}
    </Box>
  );
}
