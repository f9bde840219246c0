import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import { Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { PurchaseLinks } from '@/components/purchase-links';
import { ReadMore } from '@/components/read-more';
import { ShareLinks } from '@/components/share-links';
import type { ArticleProduct as ArticleProductData } from '../../types';

/**
 * The product an article links to (spec 4, "Article detail"): a picture swiper, title,
 * description with Read More / Retract, share links and purchasing channels.
 */
export function ArticleProduct({ product }: { product: ArticleProductData }) {
  const headingId = useId();
  const pictures = product.album.length > 0 ? product.album : [product.picture];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        mt: 5,
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Carousel
          label={`${product.title} pictures`}
          perView={{ mobile: 1, desktop: 1 }}
          spacing={0}
        >
          {pictures.map((src, index) => (
            <Picture
              key={src}
              src={src}
              alt={`${product.title}, picture ${index + 1} of ${pictures.length}`}
              width={400}
              height={300}
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          ))}
        </Carousel>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h5">
          <Box
            component={Link}
            href={product.href}
            sx={{ color: 'inherit', textDecoration: 'none' }}
          >
            {product.title}
          </Box>
        </Typography>
        <ReadMore html={product.describeHtml} />
        <ShareLinks url={product.shareUrl} title={product.title} />
        <PurchaseLinks links={product.links} />
        <Box>
          <Button component={Link} href={product.href} variant="contained">
            View product
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
