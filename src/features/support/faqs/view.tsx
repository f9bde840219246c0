import { SupportSection } from '../components/support-section';
import type { FaqsProps } from './types';

/** STUB (issue 5). */
export default function FaqsView({ name, nav }: FaqsProps) {
  return (
    <SupportSection nav={nav} title={name}>
      {null}
    </SupportSection>
  );
}
