import clsx from 'clsx';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { decodeVin, normalizeVin } from '@/lib/vin/decode';
import { vinProblemMessage } from '@/lib/vin/messages';
import typo from '@/styles/typography.module.css';
import { useVehicleProducts } from '../api/use-vehicle-products';
import type { CoverageQuery } from '../use-coverage-query';
import type { CoveragePreset } from '../types';
import { presetFor } from '../vin-preset';
import { VinResult } from './vin-result';
import styles from './vin-check.module.css';

export interface VinCheckProps {
  query: CoverageQuery;
  /** The product the selects show: preferred when it covers the vehicle. */
  shownProduct: string | null;
  /** Chooses a product, brand and year in the selects. */
  onPreset: (preset: CoveragePreset) => void;
  /** Brings the coverage table into view (after a product's link). */
  onShowTable: () => void;
  /** The Brand select's id: an unknown maker sends the visitor there. */
  brandSelectId: string;
}

/**
 * "Check my car": a VIN field (or `?vin=`), what the VIN says (maker, model year) or what is
 * wrong with it, and which of our products cover that vehicle, each with a link to its
 * coverage table. A decoded VIN preselects a covering product's brand and year below.
 */
export function VinCheck({
  query,
  shownProduct,
  onPreset,
  onShowTable,
  brandSelectId,
}: VinCheckProps) {
  const headingId = useId();
  const problemsId = useId();
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  // A VIN in the address is checked as if typed (each time it changes).
  const [addressVin, setAddressVin] = useState<string | null>(null);
  if (query.vin !== addressVin) {
    setAddressVin(query.vin);
    if (query.vin !== null) {
      setDraft(query.vin);
      setChecked(query.vin);
    }
  }

  const result = useMemo(() => (checked === null ? null : decodeVin(checked)), [checked]);
  const decoded = result?.ok ? result.decoded : null;
  const products = useVehicleProducts(decoded);

  // Once per checked VIN, the selects move to a covering product, unless a link chose one.
  const presetDone = useRef<string | null>(null);
  const linkPreset = query.preset !== null;
  useEffect(() => {
    if (!decoded || products.status !== 'done' || linkPreset) return;
    if (presetDone.current === decoded.vin) return;
    presetDone.current = decoded.vin;
    const preset = presetFor(products.verdicts, shownProduct, decoded.modelYear?.year ?? null);
    if (preset) onPreset(preset);
  }, [decoded, products, linkPreset, shownProduct, onPreset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(draft);
    presetDone.current = null;
    const vin = normalizeVin(draft);
    // A valid VIN goes in the address, so the check can be shared as a link.
    if (decodeVin(vin).ok) query.replace({ vin });
  };

  const problems = result && !result.ok ? result.problems : [];
  return (
    <section aria-labelledby={headingId} className={styles.check}>
      <h2 id={headingId} className={typo.h4}>
        Check my car
      </h2>
      <p className={clsx(typo.body2, styles.intro)}>
        Enter the vehicle identification number (VIN), 17 letters and digits found at the foot of
        the windscreen or on the driver&rsquo;s door pillar, to see which of our tools cover the
        vehicle.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="VIN"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
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
        {problems.length > 0 ? (
          <ul id={problemsId} className={styles.problems} aria-label="What is wrong with the VIN">
            {problems.map((problem) => (
              <li key={problem.kind}>{vinProblemMessage(problem)}</li>
            ))}
          </ul>
        ) : decoded ? (
          <VinResult
            decoded={decoded}
            products={products}
            query={query}
            onShowTable={onShowTable}
            brandSelectId={brandSelectId}
          />
        ) : null}
      </div>
    </section>
  );
}
