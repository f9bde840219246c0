import { SupportSection } from '../components/support-section';
import type { TrainingCenterProps } from './types';

/** STUB (issue 5). */
export default function TrainingCenterView({ name, nav }: TrainingCenterProps) {
  return (
    <SupportSection nav={nav} title={name}>
      {null}
    </SupportSection>
  );
}
