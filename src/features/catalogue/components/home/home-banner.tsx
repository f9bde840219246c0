import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import type { HomeProps } from '../../types';
import { visuallyHidden } from '@/components/visually-hidden';

/** Banner pictures: 1920 x 600, so the slide keeps its height before the picture arrives. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 600;

/** The home banner slider (advertisementList); the first slide is the page's LCP picture. */
export function HomeBanner({ banners }: { banners: HomeProps['banners'] }) {
  if (banners.length === 0) return null;
  return (
    <Box sx={{ bgcolor: 'grey.100' }}>
      <Carousel label="Banners" perView={{ mobile: 1, desktop: 1 }} spacing={0}>
        {banners.map((banner, index) => (
          <Box
            key={banner.id}
            component={banner.url ? Link : 'div'}
            href={banner.url || undefined}
            sx={{ display: 'block', position: 'relative', color: 'inherit' }}
          >
            <Picture
              src={banner.picture}
              alt={banner.name}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              priority={index === 0}
              sizes="100vw"
              style={{
                width: '100%',
                height: 'auto',
                aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`,
                objectFit: 'cover',
                display: 'block',
              }}
            />
            <Typography component="span" sx={visuallyHidden}>
              {banner.introduce}
            </Typography>
          </Box>
        ))}
      </Carousel>
    </Box>
  );
}
