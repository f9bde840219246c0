import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';

interface Props {
  config: ConfigBlock;
  titleId?: string;
  /** Intrinsic size of the picture (it scales to the width of its box). */
  pictureWidth: number;
  pictureHeight: number;
  /** Heading level of the title. */
  titleComponent?: 'h2' | 'h3';
}

/** A CMS config record: picture, title, subtitle and sanitized HTML. */
export function ConfigBlockContent({
  config,
  titleId,
  pictureWidth,
  pictureHeight,
  titleComponent = 'h2',
}: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {config.picture && (
        <Picture
          src={config.picture}
          alt=""
          width={pictureWidth}
          height={pictureHeight}
          style={{ width: '100%', height: 'auto', objectFit: 'cover', borderRadius: 6 }}
        />
      )}
      {config.title && (
        <Typography id={titleId} component={titleComponent} variant="h3">
          {config.title}
        </Typography>
      )}
      {config.subtitle && (
        <Typography variant="subtitle1" color="text.secondary">
          {config.subtitle}
        </Typography>
      )}
      <Prose html={config.html} sx={{ fontSize: '0.9375rem' }} />
    </Box>
  );
}
