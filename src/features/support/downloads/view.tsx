import { SupportSection } from '../components/support-section';
import type { DownloadsProps } from './types';

/** STUB (issue 5). */
export default function DownloadsView({ name, nav }: DownloadsProps) {
  return (
    <SupportSection nav={nav} title={name}>
      {null}
    </SupportSection>
  );
}
