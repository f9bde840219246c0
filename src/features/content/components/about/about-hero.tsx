import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Picture } from '@/components/picture';
import type { AboutBlock } from '../../types';

/** Config 13: the page title over its image. */
export function AboutHero({ hero, name }: { hero: AboutBlock | null; name: string }) {
  const title = hero?.title || name;
  return (
    <Box
      component="section"
      data-config-id={hero?.id}
      sx={{ position: 'relative', bgcolor: 'primary.dark', color: 'common.white' }}
    >
      {hero?.picture ? (
        <Picture
          src={hero.picture}
          alt=""
          width={1920}
          height={600}
          priority
          style={{ width: '100%', height: 'auto', display: 'block', opacity: 0.3 }}
        />
      ) : null}
      <Container
        sx={{
          position: hero?.picture ? 'absolute' : 'static',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          py: hero?.picture ? 0 : 6,
        }}
      >
        <Typography variant="h1">{title}</Typography>
        {hero?.subtitle ? (
          <Typography sx={{ mt: 1, maxWidth: 720, fontSize: '1.25rem' }}>
            {hero.subtitle}
          </Typography>
        ) : null}
      </Container>
    </Box>
  );
}
