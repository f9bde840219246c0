import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import list from '@/styles/list.module.css';
import typo from '@/styles/typography.module.css';
import type { SearchSuggestions } from '../types';
import styles from './no-results.module.css';
import { ProductResults } from './product-results';
import resultLink from './result-link.module.css';

const KIND_LABEL = { goods: 'Product', article: 'Article' } as const;

/** Nothing matched: says so, then the nearest names ("did you mean") and popular products. */
export function NoResults({
  keywords,
  suggestions,
}: {
  keywords: string;
  suggestions: SearchSuggestions | null;
}) {
  const names = suggestions?.names ?? [];
  const popular = suggestions?.popular ?? [];
  return (
    <div className={styles.root}>
      <p role="status" className={clsx(typo.h6, styles.heading)}>
        No results for “{keywords}”
      </p>
      {names.length > 0 ? (
        <section aria-labelledby="search-did-you-mean" className={styles.section}>
          <h2 id="search-did-you-mean" className={clsx(typo.subtitle1, styles.subheading)}>
            Did you mean
          </h2>
          <ul className={clsx(list.bare, styles.names)}>
            {names.map((name) => (
              <li key={name.href}>
                <Link href={name.href} className={resultLink.link}>
                  {name.title}
                </Link>{' '}
                <span className={clsx(typo.caption, typo.secondary)}>{KIND_LABEL[name.kind]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby="search-popular" className={styles.section}>
          <h2 id="search-popular" className={clsx(typo.subtitle1, styles.subheading)}>
            Popular products
          </h2>
          <ProductResults products={popular} label="Popular products" />
        </section>
      ) : null}
    </div>
  );
}
