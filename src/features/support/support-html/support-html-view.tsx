import { Prose } from '@/components/prose';
import { withoutRepeatedLead } from '@/components/prose-lead';
import { SupportSection } from '../components/support-section';
import type { SupportHtmlProps } from '../types';

/**
 * /support, warranty and FCA SGW: in the support frame, the Support page shows its
 * HTML under the grid; warranty and FCA SGW show their own banner picture (with
 * their title over it) and HTML body (the category's picture and details).
 */
export default function SupportHtmlView({ name, nav, picture, detailsHtml }: SupportHtmlProps) {
  const isChild = nav.activeId !== null;
  return (
    <SupportSection
      nav={nav}
      title={isChild ? name : undefined}
      picture={isChild ? picture : undefined}
    >
      <Prose html={isChild ? withoutRepeatedLead(detailsHtml, { title: name }) : detailsHtml} />
    </SupportSection>
  );
}
