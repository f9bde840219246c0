import type { ReactNode } from 'react';
import { PageBanner } from '@/components/page-banner';
import type { PartnershipHeader } from '../types';

/** The banner picture, then the page's name, introduction and any actions (Apply Now...). */
export function PageHeader({
  header,
  children,
}: {
  header: PartnershipHeader;
  children?: ReactNode;
}) {
  return (
    <>
      <PageBanner src={header.banner} priority title={header.name} subtitle={header.introduce}>
        {children}
      </PageBanner>
    </>
  );
}
