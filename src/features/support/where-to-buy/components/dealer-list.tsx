import clsx from 'clsx';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import typo from '@/styles/typography.module.css';
import { NewTabLink } from '../../service-center/components/new-tab-link';
import type { DealerCountry } from '../types';
import styles from './dealer-list.module.css';

/** The logos' size (240 × 64): the box keeps that shape, so nothing moves as logos load. */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 64;

/** The dealers by country: a grid of logos, each opening the dealer's site in a new tab. */
export function DealerList({ countries }: { countries: DealerCountry[] }) {
  return (
    <>
      {countries.map((country) => {
        const headingId = `where-to-buy-country-${country.id}`;
        return (
          <section key={country.id} aria-labelledby={headingId} className={styles.country}>
            <h2 id={headingId} className={clsx(typo.h5, styles.countryName)}>
              {country.name}
            </h2>
            <GridList
              columns={{ xs: 2, sm: 3, md: 4, lg: 5 }}
              gap={2}
              label={`Dealers in ${country.name}`}
            >
              {country.dealers.map((dealer, index) => (
                <li key={`${dealer.key}-${index}`}>
                  <NewTabLink href={dealer.url} className={styles.dealer}>
                    <span className={styles.logoBox}>
                      {dealer.logo ? (
                        <Picture
                          src={dealer.logo}
                          alt=""
                          width={LOGO_WIDTH}
                          height={LOGO_HEIGHT}
                          className={styles.logo}
                        />
                      ) : null}
                    </span>
                    <span className={clsx(typo.body2, styles.name)}>{dealer.name}</span>
                  </NewTabLink>
                </li>
              ))}
            </GridList>
          </section>
        );
      })}
    </>
  );
}
