import { PageBanner } from '@/components/page-banner';
import { Container } from '@/components/ui/container';
import { SocialSection, TileSection } from '../components/contact-sections';
import { ContactMethods } from './components/contact-methods';
import { NewTabLink } from './components/new-tab-link';
import { ResourceCards } from './components/resource-cards';
import type { ServiceCenterProps } from './types';
import styles from './service-center-view.module.css';

/** The page's fixed copy. */
export const SERVICE_CENTER_HEADLINE = "We're At Your Service";
export const SERVICE_CENTER_SUBLINE = 'Average response time under 24 hours';

/**
 * The service center: headline and sub-line, the preferred e-mail (copy icon and
 * Send Email), the two other contact methods, Help Resources, More Resources cards and
 * Follow Us On. Everything is in the server's HTML; every link opens in a new tab.
 */
export default function ServiceCenterView({
  banner,
  email,
  contacts,
  helpResources,
  cards,
  social,
}: ServiceCenterProps) {
  return (
    <>
      <PageBanner
        src={banner}
        priority
        title={SERVICE_CENTER_HEADLINE}
        subtitle={SERVICE_CENTER_SUBLINE}
      />
      <Container className={styles.page}>
        <ContactMethods email={email} contacts={contacts} />
        <TileSection
          titleId="service-center-help"
          title="Help Resources"
          entries={helpResources}
          linkAs={NewTabLink}
          large
        />
        <ResourceCards cards={cards} />
        <SocialSection titleId="service-center-social" title="Follow Us On" links={social} />
      </Container>
    </>
  );
}
