import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Picture } from '@/components/picture';
import { ProductCard } from '@/components/product-card';
import type { HomeProps } from '../types';

/** Home: the first banner as hero and a product grid per tab category (full page: issue 3). */
export default function HomeView({ siteTitle, banners, tabs }: HomeProps) {
  const hero = banners[0];
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {siteTitle}
      </Typography>
      {hero ? (
        <Box component="section" aria-label={hero.name}>
          <Picture
            src={hero.picture}
            alt={hero.name}
            width={1920}
            height={600}
            priority
            sizes="100vw"
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        </Box>
      ) : null}
      <Container sx={{ py: 5 }}>
        {tabs.map((tab) => (
          <Box component="section" key={tab.id} sx={{ mb: 5 }} aria-labelledby={`tab-${tab.id}`}>
            <Typography variant="h2" id={`tab-${tab.id}`} sx={{ mb: 2 }}>
              {tab.name}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'repeat(2, 1fr)',
                  md: 'repeat(3, 1fr)',
                  lg: 'repeat(4, 1fr)',
                },
              }}
            >
              {tab.products.slice(0, 8).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
