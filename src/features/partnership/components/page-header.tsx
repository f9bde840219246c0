import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PageBanner } from '@/components/page-banner';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import type { PartnershipHeader } from './types';
import styles from './partnership.module.css';

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
      <PageBanner src={header.banner} priority />
      <Container className={styles.header}>
        <h1 className={typo.h1}>{header.name}</h1>
        {header.introduce ? (
          <p className={clsx(typo.body1, typo.secondary, styles.introduce)}>{header.introduce}</p>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </>
  );
}
