import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';
import { ownedModels } from '../../passport/join';
import { useAllPages } from '../../passport/use-all-pages';
import { usePassports } from '../../passport/use-passports';
import { LazyCoverageMatrix } from './lazy-matrix';

/** The garage page's matrix: every car of the garage against every tool the customer owns. */
export function GarageCoverage() {
  const cars = useAllPages(GARAGE_ENDPOINTS.garageAll, (r) => r.garage_all);
  const { passports, models } = usePassports();
  if (!cars.rows || !passports) return null;
  return (
    <LazyCoverageMatrix
      cars={cars.rows}
      tools={ownedModels(passports).map((m) => m.name)}
      models={models}
    />
  );
}
