import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { HomeConfigBlock } from '../../types';
import { TextWithPicture } from '@/components/text-with-picture';

export interface HomeIntroProps {
  about: HomeConfigBlock | null;
  intro: HomeConfigBlock[];
  contacts: HomeConfigBlock[];
}

/**
 * The introduction: the about block (config 32), counters (configs 9 to 12) and contact
 * tiles (configs 28 to 31). Static markup only: nothing here needs the browser.
 */
export function HomeIntro({ about, intro, contacts }: HomeIntroProps) {
  if (!about && intro.length === 0 && contacts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-intro-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Container>
        <Typography variant="h2" id="home-intro-title" sx={{ mb: 2 }}>
          {about?.title || 'About Us'}
        </Typography>
        {about ? (
          <Box sx={{ mb: 4 }}>
            <TextWithPicture picture={about.picture} alt={about.title}>
              {about.subtitle ? (
                <Typography variant="h5" component="p" sx={{ mb: 1 }}>
                  {about.subtitle}
                </Typography>
              ) : null}
              <Prose html={about.html} />
              {about.path ? (
                <Typography component={Link} href={about.path} sx={{ color: 'primary.main' }}>
                  Learn more
                </Typography>
              ) : null}
            </TextWithPicture>
          </Box>
        ) : null}
        {intro.length > 0 ? (
          <Box
            component="ul"
            aria-label="Introduction"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {intro.map((item) => (
              <Box
                component="li"
                key={item.id}
                data-config-id={item.id}
                sx={{ textAlign: 'center', p: 2, borderRadius: 2, bgcolor: 'grey.50' }}
              >
                <Typography
                  component="strong"
                  sx={{
                    display: 'block',
                    fontSize: '2rem',
                    fontWeight: 700,
                    color: 'primary.main',
                  }}
                >
                  {item.title}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {item.subtitle}
                </Typography>
                <Prose html={item.html} sx={{ color: 'text.secondary', fontSize: '0.875rem' }} />
              </Box>
            ))}
          </Box>
        ) : null}
        {contacts.length > 0 ? (
          <Box
            component="ul"
            aria-label="Contact"
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 4,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {contacts.map((tile) => (
              <li key={tile.id} data-config-id={tile.id}>
                <ContactTile tile={tile} />
              </li>
            ))}
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}

function ContactTile({ tile }: { tile: HomeConfigBlock }) {
  const body = (
    <>
      {tile.picture ? (
        <Picture
          src={tile.picture}
          alt=""
          width={48}
          height={48}
          style={{ width: 48, height: 48, display: 'block' }}
        />
      ) : null}
      <Typography component="h3" variant="h6">
        {tile.title}
      </Typography>
      {tile.subtitle ? <Typography component="span">{tile.subtitle}</Typography> : null}
      <Prose html={tile.html} sx={{ color: 'text.secondary', fontSize: '0.875rem' }} />
    </>
  );
  const sx = {
    display: 'flex',
    flexDirection: 'column',
    gap: 1,
    height: '100%',
    p: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    color: 'text.primary',
    textDecoration: 'none',
  } as const;
  return tile.path ? (
    <Box
      component={Link}
      href={tile.path}
      sx={{ ...sx, '&:hover': { borderColor: 'primary.main' } }}
    >
      {body}
    </Box>
  ) : (
    <Box sx={sx}>{body}</Box>
  );
}
