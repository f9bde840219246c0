import Box, { type BoxProps } from '@mui/material/Box';

/**
 * Renders HTML that the server already passed through the one sanitizer (lib/sanitize.ts).
 * Never hand it HTML straight from an API response in the browser.
 */
export function Prose({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children'>) {
  if (!html) return null;
  return (
    <Box
      {...boxProps}
      sx={[
        {
          '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& td, & th': { border: '1px solid', borderColor: 'divider', p: 1 },
          '& a': { color: 'primary.main' },
        },
        ...(Array.isArray(boxProps.sx) ? boxProps.sx : [boxProps.sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
