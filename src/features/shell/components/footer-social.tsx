import Box from '@mui/material/Box';
import { Picture } from '@/components/picture';
import type { SocialLink } from '@/lib/site-types';

const ICON = 28;

/** Social-media icon links, each opening in a new tab. */
export function FooterSocial({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {links.map((link) => (
        <li key={`${link.name}-${link.link}`}>
          <Box
            component="a"
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'rgba(255, 255, 255, 0.1)',
              color: 'inherit',
              fontWeight: 700,
              textDecoration: 'none',
              '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.2)' },
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: 2,
              },
            }}
          >
            {link.picture ? (
              <Picture src={link.picture} alt="" width={ICON} height={ICON} />
            ) : (
              link.name.charAt(0)
            )}
          </Box>
        </li>
      ))}
    </Box>
  );
}
