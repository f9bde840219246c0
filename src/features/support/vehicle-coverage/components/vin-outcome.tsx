import { useEffect, useMemo, useRef } from 'react';
import { decodeVin } from '@/lib/vin/decode';
import { vinProblemMessage } from '@/lib/vin/messages';
import { useVehicleProducts } from '../api/use-vehicle-products';
import type { CoverageQuery } from '../use-coverage-query';
import type { CoveragePreset, ToolOffer } from '../types';
import { presetFor } from '../vin-preset';
import { VinResult } from './vin-result';
import styles from './vin-check.module.css';

export interface VinOutcomeProps {
  /** The VIN as typed (or as the address gave it). */
  input: string;
  query: CoverageQuery;
  /** The id the field's description points to when the VIN is wrong. */
  problemsId: string;
  /** Tells the field whether the VIN is wrong. */
  onValidity: (invalid: boolean) => void;
  shownProduct: string | null;
  onPreset: (preset: CoveragePreset) => void;
  onShowTable: () => void;
  brandSelectId: string;
  tools: ToolOffer[];
}

/**
 * One checked VIN: what is wrong with it, or what it says and which products cover the
 * vehicle. A valid VIN goes in the address (a link to share) and, once, preselects a covering
 * product's brand and year in the selects, unless a link already chose them.
 */
export function VinOutcome({
  input,
  query,
  problemsId,
  onValidity,
  shownProduct,
  onPreset,
  onShowTable,
  brandSelectId,
  tools,
}: VinOutcomeProps) {
  const result = useMemo(() => decodeVin(input), [input]);
  const decoded = result.ok ? result.decoded : null;
  const products = useVehicleProducts(decoded);

  const { vin: addressVin, replace } = query;
  useEffect(() => {
    onValidity(!result.ok);
    if (result.ok && result.decoded.vin !== addressVin) replace({ vin: result.decoded.vin });
  }, [result, addressVin, replace, onValidity]);

  const presetDone = useRef(false);
  const linkPreset = query.preset !== null;
  useEffect(() => {
    if (!decoded || products.status !== 'done' || linkPreset || presetDone.current) return;
    presetDone.current = true;
    const preset = presetFor(products.verdicts, shownProduct, decoded.modelYear?.year ?? null);
    if (preset) onPreset(preset);
  }, [decoded, products, linkPreset, shownProduct, onPreset]);

  if (!result.ok) {
    return (
      <ul id={problemsId} className={styles.problems}>
        {result.problems.map((problem) => (
          <li key={problem.kind}>{vinProblemMessage(problem)}</li>
        ))}
      </ul>
    );
  }
  return (
    <VinResult
      decoded={result.decoded}
      products={products}
      query={query}
      onShowTable={onShowTable}
      brandSelectId={brandSelectId}
      tools={tools}
    />
  );
}
