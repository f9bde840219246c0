import { SupportSection } from '../components/support-section';
import type { TechSupportProps } from './types';

/** STUB (issue 5). */
export default function TechSupportView({ name, nav }: TechSupportProps) {
  return (
    <SupportSection nav={nav} title={name}>
      {null}
    </SupportSection>
  );
}
