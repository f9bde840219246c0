import clsx from 'clsx';
import Head from 'next/head';
import { Link } from '@/components/ui/link';
import { Carousel } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { NOT_FOUND_COPY, type NotFoundProps } from '../types';
import styles from './not-found-view.module.css';

const HELP_LINKS = [
  { label: 'FAQ', href: paths.faqs() },
  { label: 'Video tutorials', href: paths.trainingCenter() },
  { label: 'Contact us', href: paths.contactUs() },
];

/** The 404 page of the spec: message, way home, help links and a product swiper. */
export function NotFoundView({ products }: Pick<NotFoundProps, 'products'>) {
  return (
    <Container className={styles.page}>
      <Head>
        <title key="title">{NOT_FOUND_COPY.title}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <h1 className={clsx(typo.h1, styles.title)}>{NOT_FOUND_COPY.title}</h1>
      <p className={clsx(typo.body1, styles.message)}>{NOT_FOUND_COPY.message}</p>
      <ButtonLink href={paths.home()} variant="contained" size="large">
        {NOT_FOUND_COPY.backHome}
      </ButtonLink>
      <ul className={styles.helpLinks}>
        {HELP_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {products.length > 0 ? (
        <div className={styles.products}>
          <Carousel label="Featured products" perView={{ mobile: 1, desktop: 4 }}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Carousel>
        </div>
      ) : null}
    </Container>
  );
}
