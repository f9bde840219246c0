import clsx from 'clsx';
import { PageBanner } from '@/components/page-banner';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import typo from '@/styles/typography.module.css';
import { useDealers } from './api/dealers';
import { DealerFilters } from './components/dealer-filters';
import { DealerList } from './components/dealer-list';
import { ALL_ID, BUY_ADDRESS_DEFAULTS, buyFiltersQuery, parseBuyFilters } from './filters';
import type { BuyFilters, DealerCountry, WhereToBuyProps } from './types';
import styles from './where-to-buy-view.module.css';

const PANEL_ID = 'where-to-buy-dealers';
const modeTabId = (id: number) => `where-to-buy-mode-${id}`;

/** What the list holds, in words (announced as it changes). */
function listSummary(countries: DealerCountry[] | undefined): string {
  if (countries === undefined) return 'Loading dealers…';
  const dealers = countries.reduce((sum, country) => sum + country.dealers.length, 0);
  if (dealers === 0) return 'No dealers match these filters.';
  const countryCount = countries.length;
  return `${dealers} ${dealers === 1 ? 'dealer' : 'dealers'} in ${countryCount} ${
    countryCount === 1 ? 'country' : 'countries'
  }`;
}

/**
 * Where to buy (spec 2): banner, letter select, region select, country keyword, mode tabs
 * and the dealers' logos (each opening the dealer's site in a new tab).
 *
 * The filters combine: a dealer is shown when it passes every filter that is set — letter
 * AND region AND country keyword AND mode (./filters.ts says how the list is asked for).
 * Changing one keeps the others. They live in the address (`?letter=A&region=3&keyword=ger
 * &mode=2`, All left out), so a filtered list can be reloaded, shared and gone back to; the
 * server renders the unfiltered list and the address's filters apply after hydration.
 */
export default function WhereToBuyView({
  name,
  banner,
  regions,
  modes,
  countries,
}: WhereToBuyProps) {
  const listQuery = useListQuery(BUY_ADDRESS_DEFAULTS);
  const filters = parseBuyFilters(listQuery.get, {
    regionIds: regions.map((region) => region.id),
    modeIds: modes.map((mode) => mode.id),
  });
  useCanonicalListQuery(listQuery, buyFiltersQuery(filters));
  const change = (patch: Partial<BuyFilters>) =>
    listQuery.push(buyFiltersQuery({ ...filters, ...patch }));

  const { data, error, isValidating, mutate } = useDealers(filters, countries);
  const failed = error !== undefined && !isValidating;
  const list = data ?? [];

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
        <DealerFilters filters={filters} regions={regions} onChange={change} />
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
          className={clsx(styles.panel, isValidating && styles.busy)}
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
                {listSummary(data)}
              </p>
              <DealerList countries={list} />
            </>
          )}
        </div>
      </Container>
    </>
  );
}
