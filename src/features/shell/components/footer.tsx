import { Container } from '@/components/ui/container';
import { Prose } from '@/components/prose';
import type { SiteData } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { footerColumns } from '../menu';
import { BackToTop } from './back-to-top';
import { FooterMenu } from './footer-menu';
import { FooterSocial } from './footer-social';
import { SiteLogo } from './site-logo';
import { TranslateWidget } from './translate-widget';
import styles from './footer.module.css';

/** The site footer; stacks at 1024px and below. */
export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.column}>
            <div className={styles.logo}>
              <SiteLogo src={site.logo} title={site.siteTitle} />
            </div>
            <FooterSocial links={site.social} />
            <Prose html={site.contactHtml} className={styles.prose} />
          </div>
          <FooterMenu columns={footerColumns(site.menu)} />
          <div className={styles.column}>
            <Prose html={site.storeHtml} className={styles.prose} />
            <TranslateWidget />
          </div>
        </div>
        <hr className={styles.divider} />
        <div className={styles.bottom}>
          <p className={typo.body2}>© {site.siteTitle}. All rights reserved.</p>
          <BackToTop />
        </div>
      </Container>
    </footer>
  );
}
