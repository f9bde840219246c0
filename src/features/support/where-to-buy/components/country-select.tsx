import { SelectField } from '@/components/ui/text-field';
import { ALL_COUNTRIES } from '../country';
import type { DealerCountry } from '../types';

/**
 * The country select: All countries, then every country with dealers, A to Z, with its
 * number of dealers. The same choice as the map's, for touch and for screen readers.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  className,
}: {
  countries: readonly DealerCountry[];
  value: string;
  onChange: (choice: string) => void;
  className?: string;
}) {
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <SelectField
      size="small"
      label="Country"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value={ALL_COUNTRIES}>All countries</option>
      {sorted.map((country) => (
        <option key={country.id} value={country.choice}>
          {`${country.name} (${country.dealers.length})`}
        </option>
      ))}
    </SelectField>
  );
}
