import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Picture } from './picture';

export interface PurchaseLink {
  name: string;
  href: string;
  picture: string;
}

/** The purchasing channels (Amazon, eBay...): logo links to the stores, new tab. */
export function PurchaseLinks({ links }: { links: PurchaseLink[] }) {
  if (links.length === 0) return null;
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Where to buy
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
      >
        {links.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <Box
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Buy on ${link.name}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 132,
                height: 48,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              }}
            >
              {link.picture ? (
                <Picture
                  src={link.picture}
                  alt={link.name}
                  width={120}
                  height={40}
                  style={{ width: 120, height: 40, objectFit: 'contain' }}
                />
              ) : (
                link.name
              )}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
