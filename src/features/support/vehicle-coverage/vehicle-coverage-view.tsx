import { SupportSection } from '../components/support-section';
import { CoverageExplorer } from './components/coverage-explorer';
import type { VehicleCoverageProps } from './types';

/**
 * Vehicle coverage: the support frame and the "Diagnosis" view. The first product,
 * brand and version with their first page of rows are in the static HTML (see
 * api/get-vehicle-coverage.ts); every later choice loads in the browser.
 */
export default function VehicleCoverageView({ name, nav, initial, tools }: VehicleCoverageProps) {
  return (
    <SupportSection nav={nav} title={name}>
      <CoverageExplorer initial={initial} tools={tools} />
    </SupportSection>
  );
}
