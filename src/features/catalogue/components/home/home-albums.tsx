import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { CATALOGUE_PER_VIEW, Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import type { HomeProps } from '../../types';

/** Album categories: each an image carousel and a View link to the category. */
export function HomeAlbums({ albums }: { albums: HomeProps['albums'] }) {
  if (albums.length === 0) return null;
  return (
    <Box component="section" aria-label="Albums" sx={{ py: { xs: 4, md: 6 }, bgcolor: 'grey.50' }}>
      <Container sx={{ display: 'grid', gap: 5 }}>
        {albums.map((album) => (
          <Box key={album.id} component="article" aria-labelledby={`album-${album.id}`}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                mb: 2,
              }}
            >
              <Typography variant="h3" id={`album-${album.id}`}>
                {album.name}
              </Typography>
              <Button
                component={Link}
                href={album.path}
                variant="outlined"
                aria-label={`View ${album.name}`}
              >
                View
              </Button>
            </Box>
            <Carousel label={`${album.name} pictures`} perView={CATALOGUE_PER_VIEW}>
              {album.pictures.map((picture, index) => (
                <Picture
                  key={picture}
                  src={picture}
                  alt={`${album.name} ${index + 1}`}
                  width={600}
                  height={450}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    display: 'block',
                    borderRadius: 8,
                  }}
                />
              ))}
            </Carousel>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
