import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import Link from 'next/link';
import { Carousel } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import { paths } from '@/lib/paths';
import { NOT_FOUND_COPY, type NotFoundProps } from '../types';

const HELP_LINKS = [
  { label: 'FAQ', href: paths.faqs() },
  { label: 'Video tutorials', href: paths.trainingCenter() },
  { label: 'Contact us', href: paths.contactUs() },
];

/** The 404 page of the spec: message, way home, help links and a product swiper. */
export function NotFoundView({ products }: Pick<NotFoundProps, 'products'>) {
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Head>
        <title key="title">{NOT_FOUND_COPY.title}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {NOT_FOUND_COPY.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{NOT_FOUND_COPY.message}</Typography>
      <Button component={Link} href={paths.home()} variant="contained" size="large">
        {NOT_FOUND_COPY.backHome}
      </Button>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, my: 4, display: 'flex', justifyContent: 'center', gap: 3 }}
      >
        {HELP_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </Box>
      {products.length > 0 ? (
        <Box sx={{ textAlign: 'left' }}>
          <Carousel label="Featured products" perView={{ mobile: 1, desktop: 4 }}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Carousel>
        </Box>
      ) : null}
    </Container>
  );
}
