import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { Picture } from '@/components/picture';
import { paths } from '@/lib/paths';

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/** The site logo linking home; the site title as text when there is no picture. */
export function SiteLogo({ src, title }: { src: string; title: string }) {
  return (
    <Box
      component={NextLink}
      href={paths.home()}
      aria-label={`${title} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: LOGO_HEIGHT,
        color: 'inherit',
        fontWeight: 700,
        fontSize: '1.25rem',
        textDecoration: 'none',
        flexShrink: 0,
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      {src ? (
        <Picture
          src={src}
          alt={title}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          style={{
            objectFit: 'contain',
            objectPosition: 'left center',
            width: 'auto',
            height: LOGO_HEIGHT,
          }}
        />
      ) : (
        title
      )}
    </Box>
  );
}
