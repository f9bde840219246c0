import dynamic from 'next/dynamic';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { normalizeVin } from '@/lib/vin/normalize';
import { useCoverageQuery } from '../use-coverage-query';
import type { VinCheckProps } from '../types';
import styles from './vin-check.module.css';

// The decoder, its messages and the product look-up load with the first VIN checked, so the
// page's first load carries only the form.
const VinOutcome = dynamic(() => import('./vin-outcome').then((m) => m.VinOutcome), {
  ssr: false,
});

/**
 * The VIN field (or `?vin=`) and below it what the VIN says or what is wrong with it, and
 * which of our products cover the vehicle (vin-outcome.tsx). `?product=&brand=&year=` (a
 * product's coverage-table link) preselects the selects.
 */
export function VinPanel(props: VinCheckProps) {
  const { onPreset } = props;
  const query = useCoverageQuery();
  const { preset } = query;
  useEffect(() => {
    if (preset) onPreset(preset);
  }, [preset, onPreset]);
  const problemsId = useId();
  const [draft, setDraft] = useState('');
  // What was last checked; `attempt` counts checks, so checking the same VIN again re-runs it.
  const [checked, setChecked] = useState<{ vin: string; attempt: number } | null>(null);
  const [invalid, setInvalid] = useState(false);
  // A VIN in the address is checked as if typed (each time it changes).
  const [addressVin, setAddressVin] = useState<string | null>(null);
  if (query.vin !== addressVin) {
    setAddressVin(query.vin);
    // Not when the address took the VIN just checked (vin-outcome.tsx puts it there).
    if (query.vin !== null && normalizeVin(query.vin) !== normalizeVin(checked?.vin ?? '')) {
      setDraft(query.vin);
      setChecked({ vin: query.vin, attempt: (checked?.attempt ?? 0) + 1 });
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ vin: draft, attempt: (checked?.attempt ?? 0) + 1 });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="VIN"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={checked !== null && invalid}
          aria-describedby={checked !== null && invalid ? problemsId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.field}
        />
        <Button type="submit" variant="contained">
          Check
        </Button>
      </form>
      <div role="status" className={styles.outcome}>
        {checked ? (
          <VinOutcome
            key={checked.attempt}
            input={checked.vin}
            query={query}
            problemsId={problemsId}
            onValidity={setInvalid}
            {...props}
          />
        ) : null}
      </div>
    </>
  );
}
