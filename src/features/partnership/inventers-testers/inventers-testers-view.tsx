import { CATALOGUE_PER_VIEW } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import { Prose } from '@/components/prose';
import { Container } from '@/components/ui/container';
import { CarouselSection } from '../components/carousel-section';
import { ConfigCards } from '../components/config-cards';
import { PageHeader } from '../components/page-header';
import { PictureBlock } from '../components/picture-block';
import { SectionHeading } from '../components/section-heading';
import type { InventersTestersProps } from './types';
import styles from './inventers-testers-view.module.css';

/**
 * Inventers testers program: banner, the intro (text and picture), the
 * benefits with their list, picture and text cards, and the Discover our products carousel.
 */
export default function InventersTestersView({
  header,
  intro,
  benefits,
  benefitsList,
  cards,
  products,
}: InventersTestersProps) {
  return (
    <>
      <PageHeader header={header} />
      <Container className={styles.page}>
        {intro ? (
          <section className={styles.section}>
            <PictureBlock block={intro} />
          </section>
        ) : null}

        {benefits || benefitsList.length > 0 ? (
          <section
            className={styles.section}
            aria-labelledby={benefits?.title ? 'inventers-benefits' : undefined}
            data-config-id={benefits?.id}
          >
            {benefits ? (
              <>
                <SectionHeading
                  id="inventers-benefits"
                  title={benefits.title}
                  subtitle={benefits.subtitle}
                />
                <Prose html={benefits.html} className={styles.benefitsText} />
              </>
            ) : null}
            <ConfigCards blocks={benefitsList} columns={4} look="icon" />
          </section>
        ) : null}

        {cards.length > 0 ? (
          <section className={styles.section} aria-label="Program details">
            <ConfigCards blocks={cards} columns={4} />
          </section>
        ) : null}

        <CarouselSection
          id="inventers-products"
          title="Discover our products"
          className={styles.section}
          perView={CATALOGUE_PER_VIEW}
          items={products}
          renderItem={(product) => <ProductCard key={product.id} product={product} />}
        />
      </Container>
    </>
  );
}
