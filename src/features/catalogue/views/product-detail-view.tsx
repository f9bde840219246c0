import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MediaGallery } from '../components/product-detail/media-gallery';
import { PriceTag } from '../components/product-detail/price-tag';
import {
  AccessoryOverview,
  KeepExploring,
  ProductDetails,
  ProductFaqs,
  Specifications,
} from '../components/product-detail/product-sections';
import type { ProductDetailProps } from '../types';
import { PageBanner } from '@/components/page-banner';
import { PurchaseLinks } from '@/components/purchase-links';
import { ReadMore } from '@/components/read-more';
import { ShareLinks } from '@/components/share-links';

const likes = new Intl.NumberFormat('en-US');

/**
 * Product detail (spec 1, 2.5 and spec 4 "Product detail"): banner, gallery, title, likes,
 * price, description, share and purchase links, accessories, details, specifications,
 * FAQs and the comparison picture. Every field comes from the goods record in the HTML.
 */
export default function ProductDetailView(product: ProductDetailProps) {
  const { title, bannerPicture, media, likeCount } = product;
  return (
    <>
      <PageBanner src={bannerPicture} />
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <MediaGallery title={title} media={media} />
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Typography variant="h1">{title}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
              <FavoriteBorder fontSize="small" aria-hidden />
              <Typography component="span">
                {likes.format(likeCount)} {likeCount === 1 ? 'like' : 'likes'}
              </Typography>
            </Box>
            <PriceTag
              price={product.price}
              crossedPrice={product.crossedPrice}
              discount={product.discount}
            />
            <ReadMore html={product.describeHtml} />
            <ShareLinks url={product.shareUrl} title={title} />
            <PurchaseLinks links={product.links} />
          </Box>
        </Box>
        <AccessoryOverview accessories={product.accessories} />
        <ProductDetails blocks={product.detailBlocks} detailsHtml={product.detailsHtml} />
        <Specifications specs={product.specifications} />
        <ProductFaqs faqs={product.faqs} />
        <KeepExploring picture={product.comparisonPicture} title={title} />
      </Container>
    </>
  );
}
