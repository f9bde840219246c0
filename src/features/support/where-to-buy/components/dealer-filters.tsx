import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/text-field';
import { ALL_ID, ALL_LETTERS, LETTERS } from '../filters';
import type { BuyFilters, BuyOption } from '../types';
import styles from './dealer-filters.module.css';
import { KeywordSearch } from './keyword-search';
import { NamedOptions, TextOptions } from '@/components/ui/select-options';

/**
 * The letter select (All = 0, A to Z), the region select (All = 0 and the regions) and the
 * country keyword, after `leading` (the country select). Each change applies at once and
 * keeps the other filters (they combine).
 */
export function DealerFilters({
  filters,
  regions,
  onChange,
  leading,
}: {
  filters: BuyFilters;
  regions: BuyOption[];
  onChange: (patch: Partial<BuyFilters>) => void;
  leading?: ReactNode;
}) {
  return (
    <div className={styles.filters}>
      {leading}
      <SelectField
        size="small"
        label="Letter"
        value={filters.letter}
        onChange={(event) => onChange({ letter: event.target.value })}
        className={styles.select}
      >
        <option value={ALL_LETTERS}>All</option>
        <TextOptions texts={LETTERS} />
      </SelectField>
      <SelectField
        size="small"
        label="Region"
        value={String(filters.region)}
        onChange={(event) => onChange({ region: Number(event.target.value) })}
        className={styles.select}
      >
        <option value={String(ALL_ID)}>All</option>
        <NamedOptions items={regions} />
      </SelectField>
      <KeywordSearch keyword={filters.keyword} onSearch={(keyword) => onChange({ keyword })} />
    </div>
  );
}
