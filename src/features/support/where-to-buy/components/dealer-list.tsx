import clsx from 'clsx';
import { type CSSProperties, memo } from 'react';
import { Picture } from '@/components/picture';
import typo from '@/styles/typography.module.css';
import { NewTabLink } from '../../service-center/components/new-tab-link';
import { dealerKey } from '../api/dealers';
import type { BuyOption, DealerCountry } from '../types';
import styles from './dealer-list.module.css';

/** The logos' shape (240:64), drawn as a small mark beside the name. */
const MARK_WIDTH = 48;
const MARK_HEIGHT = 13;

/** The site's host, shown after the name ("summitdiagnostics.com"); '' when unparsable. */
export function dealerHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The dealers by country, as a compact list: per dealer its logo as a small mark, its name
 * (a link to its site, in a new tab), the modes it sells in (online store, retail store...)
 * and, from 600 px, its site's host. One line a dealer on a phone when the name fits; the
 * countries flow in columns on wide screens. Memoized: the page renders again on every
 * filter and address change, the list only when what it lists changes.
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
            style={{ '--dealers': country.dealers.length } as CSSProperties}
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
                const host = dealerHost(dealer.url);
                return (
                  <li key={`${dealerKey(dealer)}-${index}`} className={styles.dealer}>
                    {dealer.logo ? (
                      <Picture
                        src={dealer.logo}
                        alt=""
                        width={MARK_WIDTH}
                        height={MARK_HEIGHT}
                        loading="lazy"
                        className={styles.logo}
                      />
                    ) : (
                      <span />
                    )}
                    <NewTabLink href={dealer.url} className={clsx(typo.body2, styles.name)}>
                      {dealer.name}
                    </NewTabLink>
                    <span className={clsx(typo.caption, typo.secondary, styles.details)}>
                      {modeText}
                      {host ? (
                        <span className={styles.host}>{`${modeText ? ' · ' : ''}${host}`}</span>
                      ) : null}
                    </span>
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
