import { PurchaseLinks } from '@/components/purchase-links';
import { ReadMore } from '@/components/read-more';
import { ShareLinks } from '@/components/share-links';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { favoriteBorderIcon } from '@/components/ui/icon-paths/favorite-border';
import typo from '@/styles/typography.module.css';
import { CompareButton } from '@/components/compare-button';
import { MediaGallery } from './components/media-gallery';
import { ModelComparison } from './components/model-comparison';
import { PageBanner } from '@/components/page-banner';
import { PriceTag } from './components/price-tag';
import { UpdateTerms } from './components/update-terms';
import {
  AccessoryOverview,
  KeepExploring,
  ProductDetails,
  ProductFaqs,
  Specifications,
} from './components/product-sections';
import type { ProductDetailProps } from '../types';
import styles from './product-detail-view.module.css';
import layout from '@/styles/layout.module.css';

const likes = new Intl.NumberFormat('en-US');

/**
 * Product detail (the spec's "Product detail"): the goods' banner picture, gallery,
 * title, likes, price, the software-update terms, Compare, description, share and purchase
 * links, accessories, details, specifications, FAQs, the comparison picture and the
 * category's models side by side. Every field comes from the goods record in the HTML.
 */
export default function ProductDetailView(product: ProductDetailProps) {
  const { title, bannerPicture, media, likeCount } = product;
  return (
    <>
      {/*
        The banner picture carries no text and the title is the h1 beside the gallery, so it
        is decorative. Not preloaded: on a phone the gallery's first picture is the largest
        paint, and the page preloads that one only.
      */}
      <PageBanner src={bannerPicture} />
      <Container className={layout.page}>
        <div className={styles.top}>
          <MediaGallery title={title} media={media} />
          <div className={styles.summary}>
            <h1 className={typo.h1}>{title}</h1>
            <div className={styles.likes}>
              <Icon path={favoriteBorderIcon} size="small" />
              <span className={typo.body1}>
                {likes.format(likeCount)} {likeCount === 1 ? 'like' : 'likes'}
              </span>
            </div>
            <PriceTag
              price={product.price}
              crossedPrice={product.crossedPrice}
              discount={product.discount}
            />
            <UpdateTerms recordTerms={product.updateTerms} />
            <div>
              <CompareButton title={title} picture={product.picture} size="medium" />
            </div>
            <ReadMore html={product.describeHtml} />
            <ShareLinks url={product.shareUrl} title={title} />
            <PurchaseLinks links={product.links} />
          </div>
        </div>
        <AccessoryOverview accessories={product.accessories} />
        <ProductDetails blocks={product.detailBlocks} detailsHtml={product.detailsHtml} />
        <Specifications specs={product.specifications} />
        <ProductFaqs faqs={product.faqs} />
        <KeepExploring picture={product.comparisonPicture} title={title} />
        {product.categoryModels ? (
          <ModelComparison comparison={product.categoryModels} title={title} />
        ) : null}
      </Container>
    </>
  );
}
