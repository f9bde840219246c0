import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { PurchaseLinks } from '@/components/purchase-links';
import { ReadMore } from '@/components/read-more';
import { ShareLinks } from '@/components/share-links';
import { ButtonLink } from '@/components/ui/button';
import typo from '@/styles/typography.module.css';
import type { ArticleProduct as ArticleProductData } from '@/features/content/types';
import styles from './article-product.module.css';

/**
 * The product an article links to: a picture swiper, title,
 * description with Read More / Retract, share links and purchasing channels.
 */
export function ArticleProduct({ product }: { product: ArticleProductData }) {
  const headingId = useId();
  const pictures = product.album.length > 0 ? product.album : [product.picture];
  return (
    <section aria-labelledby={headingId} className={styles.product}>
      <div className={styles.media}>
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
              sizes="(max-width: 768px) 100vw, 320px"
              className={styles.picture}
            />
          ))}
        </Carousel>
      </div>
      <div className={styles.details}>
        <h2 id={headingId} className={typo.h5}>
          <Link href={product.href} className={styles.titleLink}>
            {product.title}
          </Link>
        </h2>
        <ReadMore html={product.describeHtml} />
        <ShareLinks url={product.shareUrl} title={product.title} />
        <PurchaseLinks links={product.links} />
        <div>
          <ButtonLink href={product.href} variant="contained">
            View product
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
