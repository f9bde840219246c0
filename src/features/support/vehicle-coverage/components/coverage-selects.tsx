import clsx from 'clsx';
import { SelectField } from '@/components/ui/text-field';
import { brandVersions } from '../cascade-state';
import type { CoverageEvent, CoverageState } from '../types';
import styles from './coverage-explorer.module.css';
import { TextOptions } from '@/components/ui/select-options';
import { gridClass } from '@/components/grid-list';

/** The value of a filter's "All" option. */
const ALL = '';

/**
 * Product, Brand and Version, then one select per filter column. A select whose options are
 * still on their way is disabled; a filter shows "All" first.
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
  return (
    <>
      <div className={clsx(gridClass, styles.selects)}>
        <SelectField
          label="Product"
          size="small"
          fullWidth
          value={state.product ?? ''}
          disabled={state.products.length === 0}
          onChange={(event) => dispatch({ type: 'productChanged', product: event.target.value })}
        >
          {state.product === null ? <option value="" /> : null}
          <TextOptions texts={state.products} />
        </SelectField>
        <SelectField
          id={brandSelectId}
          label="Brand"
          size="small"
          fullWidth
          value={state.packid === null ? '' : String(state.packid)}
          disabled={state.brands.length === 0}
          onChange={(event) => dispatch({ type: 'brandChanged', packid: event.target.value })}
        >
          {state.packid === null ? <option value="" /> : null}
          {state.brands.map((brand) => (
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
          disabled={versions.length === 0}
          onChange={(event) => dispatch({ type: 'versionChanged', version: event.target.value })}
        >
          {state.version === null ? <option value="" /> : null}
          <TextOptions texts={versions} />
        </SelectField>
      </div>
      {state.filters.length > 0 ? (
        <fieldset className={clsx(gridClass, styles.filters)}>
          <legend className={styles.filtersLegend}>Filters</legend>
          {state.filters.map((filter) => (
            <SelectField
              key={filter.field}
              label={filter.label}
              size="small"
              fullWidth
              value={filter.value}
              disabled={!filter.ready}
              onChange={(event) =>
                dispatch({ type: 'filterChanged', field: filter.field, value: event.target.value })
              }
            >
              <option value={ALL}>All</option>
              <TextOptions texts={filter.options} />
            </SelectField>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
