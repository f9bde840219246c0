import clsx from 'clsx';
import { useCallback, useMemo, useState } from 'react';
import { PageBanner } from '@/components/page-banner';
import { HydrateLater } from '@/components/hydrate-later';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import typo from '@/styles/typography.module.css';
import { useDealers } from './api/dealers';
import { useBrowserLanguages } from './browser-languages';
import { CountrySelect } from './components/country-select';
import { CountrySuggestion } from './components/country-suggestion';
import { DealerFilters } from './components/dealer-filters';
import { DealerList } from './components/dealer-list';
import { WorldMap } from './components/world-map';
import { dealerCount, firstScreen } from './first-screen';
import { useServerQueryUntil } from './server-query';
import {
  ALL_COUNTRIES,
  COUNTRY_PARAM,
  inCountry,
  parseCountryChoice,
  suggestedCountry,
} from './country';
import {
  ALL_ID,
  BUY_ADDRESS_DEFAULTS,
  buyFiltersQuery,
  isDefaultBuyFilters,
  parseBuyFilters,
} from './filters';
import type { BuyFilters, DealerCountry, WhereToBuyProps } from './types';
import styles from './where-to-buy-view.module.css';

const PANEL_ID = 'where-to-buy-dealers';
const NO_COUNTRIES: DealerCountry[] = [];
const modeTabId = (id: number) => `where-to-buy-mode-${id}`;

/** What the list holds, in words (announced as it changes). */
function listSummary(countries: DealerCountry[] | undefined): string {
  if (countries === undefined) return 'Loading dealers…';
  const dealers = dealerCount(countries);
  if (dealers === 0) return 'No dealers match these filters.';
  const where =
    countries.length === 1 ? `in ${countries[0]?.name ?? ''}` : `in ${countries.length} countries`;
  return `${dealers} ${dealers === 1 ? 'dealer' : 'dealers'} ${where}`;
}

/**
 * Where to buy: banner; the country select, letter select, region select and
 * country keyword; the world map with the countries that have dealers (fetched from the
 * site's map route once the page is up: ./components/world-map.tsx); mode tabs; and the
 * dealers by country as a grid of logos (the spec), each opening the dealer's site in a new
 * tab, with its name and modes.
 *
 * The filters combine: a dealer is shown when it passes every filter that is set — letter
 * AND region AND country keyword AND mode (./filters.ts says how the list is asked for) — and
 * is in the chosen country (./country.ts: the map and the country select choose it). They
 * live in the address (`?country=DE&letter=A&region=3&keyword=ger&mode=2`, All left out), so
 * a filtered list can be reloaded, shared and gone back to. The page's data holds every
 * dealer; the server's HTML has the filters, the map's box and the first screenful of the
 * unfiltered list (./first-screen.ts: every tile would double the page's weight), and the
 * rest is drawn below those once the page has hydrated (a note without scripts says how many
 * there are), when the address's filters apply too. With no filter chosen every dealer is
 * listed: the browser's language (de-DE) only suggests its country, when that has dealers,
 * and the visitor may take the suggestion.
 */
export default function WhereToBuyView({
  name,
  banner,
  regions,
  modes,
  countries,
  map,
}: WhereToBuyProps) {
  // The filters, the map and the list hydrate after the page (HydrateLater), when the router
  // may be ready already: until they have, the view reads the address as the server did (not
  // ready, no parameters), so their markup is the server's and React keeps it.
  const [laterHydrated, setLaterHydrated] = useState(false);
  const onLaterHydrated = useCallback(() => setLaterHydrated(true), []);
  const listQuery = useServerQueryUntil(useListQuery(BUY_ADDRESS_DEFAULTS), laterHydrated);
  const filters = parseBuyFilters(listQuery.get, {
    regionIds: regions.map((region) => region.id),
    modeIds: modes.map((mode) => mode.id),
  });
  const choices = useMemo(() => new Set(countries.map((country) => country.choice)), [countries]);
  // The chosen country: only the address (the map, the select, the suggestion taken) sets it.
  const country = parseCountryChoice(listQuery.get(COUNTRY_PARAM), choices);
  useCanonicalListQuery(listQuery, {
    ...buyFiltersQuery(filters),
    [COUNTRY_PARAM]: country,
  });

  // The browser language's country, suggested after hydration (the server cannot know it)
  // while no country is chosen, until the visitor chooses one (All included) or dismisses it.
  const languages = useBrowserLanguages();
  const [visitorChose, setVisitorChose] = useState(false);
  const suggested = useMemo(
    () => suggestedCountry(languages ? languages.split(',') : [], countries),
    [languages, countries],
  );
  const suggestion =
    listQuery.ready && !visitorChose && country === ALL_COUNTRIES && suggested !== ALL_COUNTRIES
      ? countries.find((item) => item.choice === suggested)
      : undefined;

  const change = (patch: Partial<BuyFilters>) =>
    listQuery.push({ ...buyFiltersQuery({ ...filters, ...patch }), [COUNTRY_PARAM]: country });
  const choose = (choice: string) => {
    setVisitorChose(true);
    listQuery.push({ [COUNTRY_PARAM]: choice });
  };

  const server = useMemo(() => ({ countries, regions }), [countries, regions]);
  const { data: filtered, error, isValidating, mutate } = useDealers(filters, server);
  const failed = error !== undefined && !isValidating;
  // The server's HTML, and the page while it hydrates, list the first screenful of dealers
  // (the page's data holds them all); the rest come below them once hydrated, in one render.
  const hydrated = listQuery.ready;
  const list = useMemo(() => {
    if (filtered === undefined) return undefined;
    return hydrated ? inCountry(filtered, country) : firstScreen(filtered);
  }, [filtered, country, hydrated]);
  // Until then the count is the whole list's (so it does not change when the rest comes).
  const counted = hydrated ? list : filtered;
  const total = filtered === undefined ? 0 : dealerCount(filtered);
  const allListed = hydrated || list === undefined || dealerCount(list) >= total;
  // The map dims the countries the filters leave out (none are with no filter set).
  const unfiltered = isDefaultBuyFilters(filters);
  const shownOnMap = useMemo(
    () =>
      filtered === undefined || unfiltered ? null : new Set(filtered.map((item) => item.choice)),
    [filtered, unfiltered],
  );

  const tabs = [{ id: ALL_ID, name: 'All' }, ...modes].map((mode) => ({
    value: mode.id,
    label: mode.name,
    id: modeTabId(mode.id),
    controls: PANEL_ID,
  }));

  return (
    <>
      <PageBanner src={banner} priority title={name} />
      <Container className={styles.page}>
        <HydrateLater onHydrated={onLaterHydrated}>
          <DealerFilters
            filters={filters}
            regions={regions}
            onChange={change}
            leading={
              <CountrySelect
                countries={countries}
                value={country}
                onChange={choose}
                className={styles.countrySelect}
              />
            }
          />
          {suggestion ? (
            <CountrySuggestion
              name={suggestion.name}
              onAccept={() => choose(suggestion.choice)}
              onDismiss={() => setVisitorChose(true)}
            />
          ) : null}
          {map ? (
            <div className={styles.map}>
              <WorldMap map={map} chosen={country} shown={shownOnMap} onChoose={choose} />
            </div>
          ) : null}
          {modes.length > 0 ? (
            <Tabs
              label="Dealer mode"
              tabs={tabs}
              value={filters.mode}
              onChange={(mode) => change({ mode })}
              className={styles.tabs}
            />
          ) : null}
          <div
            id={PANEL_ID}
            role={modes.length > 0 ? 'tabpanel' : undefined}
            aria-labelledby={modes.length > 0 ? modeTabId(filters.mode) : undefined}
            aria-busy={isValidating}
            className={clsx(styles.panel, isValidating && styles.busy, !hydrated && styles.pending)}
          >
            {failed ? (
              <div className={styles.message}>
                <p className={typo.body1}>The dealers could not be loaded.</p>
                <Button variant="outlined" onClick={() => void mutate()}>
                  Try again
                </Button>
              </div>
            ) : (
              <>
                <p role="status" className={clsx(typo.body2, typo.secondary, styles.count)}>
                  {listSummary(counted)}
                </p>
                <DealerList countries={list ?? NO_COUNTRIES} modes={modes} />
                {allListed ? null : (
                  <noscript>
                    <p className={clsx(typo.body2, styles.count)}>
                      {`Turn on JavaScript to see all ${total} dealers.`}
                    </p>
                  </noscript>
                )}
              </>
            )}
          </div>
        </HydrateLater>
      </Container>
    </>
  );
}
