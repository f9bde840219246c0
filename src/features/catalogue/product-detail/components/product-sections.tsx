import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Carousel, CATALOGUE_PER_VIEW } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { Accordion } from '@/components/ui/accordion';
import { PICTURE_SIZES } from '@/config/images';
import { HALF_PICTURE } from '@/config/picture-slots';
import typo from '@/styles/typography.module.css';
import type { ProductDetailProps } from '@/features/catalogue/types';
import styles from './product-sections.module.css';

/** A 4:3 slide of the catalogue carousel (accessories). */
const CAROUSEL_PICTURE = { width: 400, height: 300, sizes: PICTURE_SIZES.carousel } as const;

/** A 2:1 picture across the content column (a product's comparison). */
const CONTENT_PICTURE = { width: 1200, height: 600, sizes: PICTURE_SIZES.content } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={clsx(typo.h2, typo.center, styles.title)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AccessoryOverview({
  accessories,
}: {
  accessories: ProductDetailProps['accessories'];
}) {
  if (accessories.length === 0) return null;
  return (
    <Section id="product-accessories" title="Accessory overview">
      <Carousel label="Accessories" perView={CATALOGUE_PER_VIEW}>
        {accessories.map((item) => (
          <figure key={`${item.name}-${item.picture}`} className={styles.accessory}>
            <Picture
              src={item.picture}
              alt={item.name}
              {...CAROUSEL_PICTURE}
              className={styles.accessoryPicture}
            />
            <figcaption className={clsx(typo.body1, styles.accessoryName)}>{item.name}</figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}

/** goods_details_all as alternating text and picture rows, else the raw details HTML. */
export function ProductDetails({
  blocks,
  detailsHtml,
}: {
  blocks: ProductDetailProps['detailBlocks'];
  detailsHtml: string;
}) {
  if (blocks.length === 0 && !detailsHtml) return null;
  return (
    <Section id="product-details" title="Product Details">
      {blocks.length === 0 ? (
        <Prose html={detailsHtml} />
      ) : (
        <div className={styles.blocks}>
          {blocks.map((block, index) => (
            <div key={`${block.name}-${index}`} className={styles.block}>
              {/* Every other row puts its picture first on wide screens. */}
              <div className={clsx(index % 2 === 1 && styles.textSecond)}>
                <h3 className={clsx(typo.h3, styles.blockTitle)}>{block.name}</h3>
                <Prose html={block.contentHtml} />
              </div>
              <Picture
                src={block.picture}
                alt={block.name}
                {...HALF_PICTURE}
                className={styles.blockPicture}
              />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

/** Name and value pairs in two columns (one on phones). */
export function Specifications({ specs }: { specs: ProductDetailProps['specifications'] }) {
  if (specs.length === 0) return null;
  return (
    <Section id="product-specifications" title="Specifications">
      <dl className={styles.specs}>
        {specs.map((spec, index) => (
          <div key={`${spec.name}-${index}`} className={styles.spec}>
            <dt className={clsx(typo.body1, styles.specName)}>{spec.name}</dt>
            <dd className={clsx(typo.body1, typo.secondary)}>{spec.details}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** goods_problem_all as an accordion, labelled Q: and A:. */
export function ProductFaqs({ faqs }: { faqs: ProductDetailProps['faqs'] }) {
  if (faqs.length === 0) return null;
  return (
    <Section id="product-faqs" title="FAQs">
      {faqs.map((faq, index) => (
        <Accordion
          key={`${faq.question}-${index}`}
          summary={<span className={styles.question}>Q: {faq.question}</span>}
        >
          <div className={styles.answer}>
            <span className={clsx(typo.body1, styles.answerLabel)}>A:</span>
            <Prose html={faq.answerHtml} className={styles.answerBody} />
          </div>
        </Accordion>
      ))}
    </Section>
  );
}

export function KeepExploring({ picture, title }: { picture: string; title: string }) {
  if (!picture) return null;
  return (
    <Section id="product-keep-exploring" title="Keep Exploring">
      <Picture
        src={picture}
        alt={`${title} comparison`}
        {...CONTENT_PICTURE}
        className={styles.comparison}
      />
    </Section>
  );
}
