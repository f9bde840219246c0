import { useEffect, useState } from 'react';
import type { DecodedVin } from '@/lib/vin/decode';
import { findVehicleProducts, type VehicleFinding } from './vehicle-products';

export type VehicleProducts =
  | { status: 'idle' }
  | { status: 'loading' }
  | ({ status: 'done' } & VehicleFinding)
  | { status: 'failed' };

/**
 * Our products' verdicts for a decoded VIN's maker and model year, asked once per VIN; idle
 * for no VIN or a maker the WMI table does not know.
 */
export function useVehicleProducts(decoded: DecodedVin | null): VehicleProducts {
  const maker = decoded?.maker ?? null;
  const year = decoded?.modelYear?.year ?? null;
  const vin = maker ? (decoded?.vin ?? null) : null;
  // The answer is kept with the VIN it is for: a newer VIN shows as loading until its own comes.
  const [answer, setAnswer] = useState<{ vin: string; result: VehicleProducts } | null>(null);

  useEffect(() => {
    if (vin === null || maker === null) return;
    const controller = new AbortController();
    findVehicleProducts(maker, year, controller.signal).then(
      (finding) => setAnswer({ vin, result: { status: 'done', ...finding } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ vin, result: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [vin, maker, year]);

  if (vin === null) return { status: 'idle' };
  return answer?.vin === vin ? answer.result : { status: 'loading' };
}
