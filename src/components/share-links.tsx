import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Plain share URLs (no SDKs): the networks' own share pages, opened in a new tab. */
export function shareUrls(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        Share:
      </Typography>
      {shareUrls(url, title).map((link) => (
        <Box
          key={link.name}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.name}`}
          sx={{
            color: 'primary.main',
            fontWeight: 600,
            textDecoration: 'none',
            border: 1,
            borderColor: 'divider',
            borderRadius: 10,
            px: 1.5,
            py: 0.25,
            '&:hover, &:focus-visible': { borderColor: 'primary.main' },
          }}
        >
          {link.name}
        </Box>
      ))}
    </Box>
  );
}
