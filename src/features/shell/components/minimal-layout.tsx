import type { ReactNode } from 'react';
import { SITE_TITLE_FALLBACK } from '@/config/constants';
import { MainContent } from './site-layout';
import { SiteLogo } from './site-logo';
import { SkipLink } from './skip-link';
import styles from './minimal-layout.module.css';

/** For pages rendered without site data (error pages): a home link and the page. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <SiteLogo src="" title={SITE_TITLE_FALLBACK} />
      </header>
      <MainContent>{children}</MainContent>
    </div>
  );
}
