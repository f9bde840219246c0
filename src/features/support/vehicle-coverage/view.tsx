import { SupportSection } from '../components/support-section';
import type { VehicleCoverageProps } from './types';

/** STUB (issue 5). */
export default function VehicleCoverageView({ name, nav }: VehicleCoverageProps) {
  return (
    <SupportSection nav={nav} title={name}>
      {null}
    </SupportSection>
  );
}
