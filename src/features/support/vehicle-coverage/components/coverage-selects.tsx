import clsx from 'clsx';
import { SelectField } from '@/components/ui/text-field';
import { brandVersions, isPending } from '../cascade-state';
import type { CoverageEvent, CoverageState } from '../types';
import styles from './coverage-explorer.module.css';
import { TextOptions } from '@/components/ui/select-options';
import { gridClass } from '@/components/grid-list';

/** The value of a filter's "All" option. */
const ALL = '';

/** The text a select shows while its options load. */
export const LOADING_TEXT = 'Loading…';

/**
 * The first option of a select without a value: empty, or "Loading…" while its options
 * load (the select is disabled and aria-busy then).
 */
function Placeholder({ busy }: { busy: boolean }) {
  return <option value="">{busy ? LOADING_TEXT : ''}</option>;
}

/**
 * Product, Brand and Version, then one select per filter column. A select whose options are
 * on their way is disabled and busy, and so is every select under it; it lists nothing of
 * the previous choice meanwhile. A filter shows "All" first.
 */
export function CoverageSelects({
  state,
  dispatch,
  brandSelectId,
}: {
  state: CoverageState;
  dispatch: (event: CoverageEvent) => void;
  /** The Brand select's id (the VIN check sends the visitor there). */
  brandSelectId?: string;
}) {
  const versions = brandVersions(state);
  const loadingProducts = isPending(state, 'products');
  // The brands (then the versions) load with a new product.
  const loadingBrands = loadingProducts || isPending(state, 'brands');
  const loadingOptions = state.pending.options?.field ?? null;
  return (
    <>
      <div className={clsx(gridClass, styles.selects)}>
        <SelectField
          label="Product"
          size="small"
          fullWidth
          value={state.product ?? ''}
          disabled={loadingProducts || state.products.length === 0}
          aria-busy={loadingProducts}
          onChange={(event) => dispatch({ type: 'productChanged', product: event.target.value })}
        >
          {state.product === null ? <Placeholder busy={loadingProducts} /> : null}
          <TextOptions texts={state.products} />
        </SelectField>
        <SelectField
          id={brandSelectId}
          label="Brand"
          size="small"
          fullWidth
          value={state.packid === null ? '' : String(state.packid)}
          disabled={loadingBrands || state.brands.length === 0}
          aria-busy={loadingBrands}
          onChange={(event) => dispatch({ type: 'brandChanged', packid: event.target.value })}
        >
          {state.packid === null ? <Placeholder busy={loadingBrands} /> : null}
          {loadingBrands
            ? null
            : state.brands.map((brand) => (
                <option key={String(brand.packid)} value={String(brand.packid)}>
                  {brand.brand}
                </option>
              ))}
        </SelectField>
        <SelectField
          label="Version"
          size="small"
          fullWidth
          value={state.version ?? ''}
          disabled={loadingBrands || versions.length === 0}
          aria-busy={loadingBrands}
          onChange={(event) => dispatch({ type: 'versionChanged', version: event.target.value })}
        >
          {state.version === null ? <Placeholder busy={loadingBrands} /> : null}
          {loadingBrands ? null : <TextOptions texts={versions} />}
        </SelectField>
      </div>
      {state.filters.length > 0 ? (
        <fieldset className={clsx(gridClass, styles.filters)}>
          <legend className={styles.filtersLegend}>Filters</legend>
          {state.filters.map((filter) => {
            const busy = loadingOptions === filter.field;
            return (
              <SelectField
                key={filter.field}
                label={filter.label}
                size="small"
                fullWidth
                value={filter.value}
                disabled={!filter.ready}
                aria-busy={busy}
                onChange={(event) =>
                  dispatch({
                    type: 'filterChanged',
                    field: filter.field,
                    value: event.target.value,
                  })
                }
              >
                <option value={ALL}>{busy && filter.value === ALL ? LOADING_TEXT : 'All'}</option>
                <TextOptions texts={filter.options} />
              </SelectField>
            );
          })}
        </fieldset>
      ) : null}
    </>
  );
}
