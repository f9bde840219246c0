import clsx from 'clsx';
import { ChildLinks } from '@/components/child-links';
import { PageBanner } from '@/components/page-banner';
import { Container } from '@/components/ui/container';
import { SocialSection, TileSection } from '../components/contact-sections';
import { CmsLink } from './components/cms-link';
import type { ContactUsProps } from './types';
import styles from './contact-us-view.module.css';
import section from '../components/support-section.module.css';
import list from '@/styles/list.module.css';

/**
 * Contact us: banner, Contact, Social Media and More Services, and the category's
 * children. The children (about us, warranty, privacy policy, service agreement) are pages
 * of their own; this page links to them (the spec's nested router view).
 */
export default function ContactUsView({
  name,
  banner,
  introduce,
  contacts,
  social,
  services,
  children,
}: ContactUsProps) {
  return (
    <>
      <PageBanner src={banner} priority title={name} subtitle={introduce} />
      <Container className={styles.page}>
        {children.length > 0 ? (
          <nav aria-label={`${name} pages`} className={styles.section}>
            <ChildLinks
              items={children}
              className={clsx(list.bare, styles.children)}
              linkClassName={clsx(section.tileLink, styles.child)}
            />
          </nav>
        ) : null}

        <TileSection
          titleId="contact-us-contact"
          title="Contact"
          entries={contacts}
          linkAs={CmsLink}
          columns={{ xs: 1, sm: 2, lg: 4 }}
        />
        <SocialSection titleId="contact-us-social" title="Social Media" links={social} />
        <TileSection
          titleId="contact-us-services"
          title="More Services"
          entries={services}
          linkAs={CmsLink}
        />
      </Container>
    </>
  );
}
