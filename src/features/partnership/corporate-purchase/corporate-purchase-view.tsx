import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { type ReactNode, useId, useState } from 'react';
import { Carousel, CATALOGUE_PER_VIEW } from '@/components/carousel';
import { PageBanner } from '@/components/page-banner';
import { FormLoading } from '@/components/form/form-loading';
import { Container } from '@/components/ui/container';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { BulkProductCard } from './components/bulk-product-card';
import { ConfigHeading } from './components/config-heading';
import { FeatureTiles } from './components/feature-tiles';
import { HowItWorks } from './components/how-it-works';
import { TwoColumnBlock } from './components/two-column-block';
import { FaqList } from '../components/faq-list';
import type { BulkProduct, CorporatePurchaseProps } from './types';
import styles from './corporate-purchase-view.module.css';

const loadDialog = () => import('./components/quote-dialog');

// formik, yup and MUI come with the first Buy Now a visitor clicks.
const QuoteDialog = dynamic(() => loadDialog().then((m) => m.QuoteDialog), {
  ssr: false,
  loading: ({ error }) => <FormLoading error={error} className={styles.loadError} />,
});
// Pointer or focus on Buy Now starts the fetch; a failure here is retried by the click.
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** The FAQ's title: fixed text. */
export const FAQ_TITLE = 'FAQ';
/** The carousel's name (its section is named by config 48). */
const PRODUCTS_LABEL = 'Bulk purchase products';

/** A section of the page, headed by its title config when the CMS has it. */
function Section({
  title,
  className,
  children,
}: {
  title: ConfigBlock | null;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const labelled = Boolean(title?.title);
  return (
    <section
      className={clsx(styles.section, className)}
      aria-labelledby={labelled ? headingId : undefined}
    >
      {title ? <ConfigHeading block={title} headingId={headingId} /> : null}
      {children}
    </section>
  );
}

/**
 * Corporate purchase: banner with the name and introduction, the feature tiles (36, 37-42),
 * the two-column block (43, 44-47), the bulk-price products (48) with Buy Now, How It Works
 * (49 over the steps 50-53) and the FAQ. The server renders all of it; Buy Now fetches the
 * quote form's dialog.
 */
export default function CorporatePurchaseView({
  name,
  introduce,
  banner,
  tilesTitle,
  tiles,
  columnsTitle,
  columns,
  productsTitle,
  products,
  faqLeadTitle,
  faqs,
  steps,
}: CorporatePurchaseProps) {
  const faqHeadingId = useId();
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState('');
  // Every opening starts a fresh form; once fetched, the dialog stays mounted (closed).
  const [session, setSession] = useState(0);
  const buy = (chosen: BulkProduct) => {
    setProduct(chosen.title);
    setSession((n) => n + 1);
    setOpen(true);
  };

  return (
    <>
      <PageBanner src={banner} alt="" priority title={name} subtitle={introduce} />
      <Container className={styles.page}>
        {tilesTitle || tiles.length > 0 ? (
          <Section title={tilesTitle}>
            <FeatureTiles tiles={tiles} />
          </Section>
        ) : null}

        {columnsTitle || columns.length > 0 ? (
          <Section title={columnsTitle}>
            <TwoColumnBlock blocks={columns} />
          </Section>
        ) : null}

        {productsTitle || products.length > 0 ? (
          <Section title={productsTitle}>
            {products.length > 0 ? (
              <Carousel label={PRODUCTS_LABEL} perView={CATALOGUE_PER_VIEW}>
                {products.map((item) => (
                  <BulkProductCard
                    key={item.id}
                    product={item}
                    onBuy={buy}
                    onIntent={preloadDialog}
                  />
                ))}
              </Carousel>
            ) : null}
          </Section>
        ) : null}

        {/* Config 49 titles the order's steps (50-53), so it never stands empty. */}
        {faqLeadTitle || steps.length > 0 ? (
          <Section title={faqLeadTitle}>
            <HowItWorks steps={steps} />
          </Section>
        ) : null}

        {faqs.length > 0 ? (
          <section className={styles.section} aria-labelledby={faqHeadingId}>
            <h2 id={faqHeadingId} className={clsx(typo.h2, styles.faqTitle)}>
              {FAQ_TITLE}
            </h2>
            <FaqList items={faqs} className={styles.faqs} />
          </section>
        ) : null}
      </Container>
      {session > 0 ? (
        <QuoteDialog
          open={open}
          product={product}
          steps={steps}
          session={session}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
