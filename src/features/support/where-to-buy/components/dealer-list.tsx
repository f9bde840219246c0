import clsx from 'clsx';
import { type CSSProperties, memo } from 'react';
import { Picture } from '@/components/picture';
import typo from '@/styles/typography.module.css';
import { NewTabLink } from '../../service-center/components/new-tab-link';
import { dealerKey } from '../dealer-countries';
import type { BuyOption, DealerCountry } from '../types';
import styles from './dealer-list.module.css';

/** The logos' shape (240:64), drawn at 150 px wide or more: legible, as the spec's grid is. */
const LOGO_WIDTH = 150;
const LOGO_HEIGHT = 40;

/**
 * The dealers by country, each country a grid of logo tiles (spec: a grid of dealer logos
 * that open the dealer link in a new tab). A tile is one link to the dealer's site, in a new
 * tab: the logo and, under it, the dealer's name; then the modes it sells in (online store,
 * retail store...) and, from 600 px, its site's host. The countries pack side by side on wide
 * screens, so a row of the page holds several small countries' tiles. Memoized: the page
 * renders again on every filter and address change, the list only when what it lists changes.
 */
export const DealerList = memo(function DealerList({
  countries,
  modes,
}: {
  countries: DealerCountry[];
  modes: readonly BuyOption[];
}) {
  const modeNames = new Map(modes.map((mode) => [mode.id, mode.name]));
  return (
    <div className={styles.countries}>
      {countries.map((country) => {
        const headingId = `where-to-buy-country-${country.id}`;
        return (
          <section
            key={country.id}
            aria-labelledby={headingId}
            data-country={country.choice}
            className={styles.country}
            style={{ '--rows': Math.ceil(country.dealers.length / 2) } as CSSProperties}
          >
            <h2 id={headingId} className={clsx(typo.subtitle2, styles.countryName)}>
              {country.name}
            </h2>
            <ul className={styles.dealers} aria-label={`Dealers in ${country.name}`}>
              {country.dealers.map((dealer, index) => {
                const modeText = dealer.modes
                  .map((id) => modeNames.get(id))
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={`${dealerKey(dealer)}-${index}`} className={styles.dealer}>
                    <NewTabLink href={dealer.url} className={styles.link}>
                      {dealer.logo ? (
                        <Picture
                          src={dealer.logo}
                          alt=""
                          width={LOGO_WIDTH}
                          height={LOGO_HEIGHT}
                          loading="lazy"
                          className={styles.logo}
                        />
                      ) : (
                        <span className={styles.logo} />
                      )}
                      <span className={styles.name}>{dealer.name}</span>
                    </NewTabLink>
                    <span className={styles.modes}>{modeText}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
