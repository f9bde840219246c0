import clsx from 'clsx';
import { GridList } from '@/components/grid-list';
import { PageBanner } from '@/components/page-banner';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { CopyEmailButton } from './components/copy-email-button';
import { NewTabLink } from './components/new-tab-link';
import type { ServiceCenterProps } from './types';
import styles from './view.module.css';

/** The page's fixed copy (spec 2, "Service center"). */
export const SERVICE_CENTER_HEADLINE = "We're At Your Service";
export const SERVICE_CENTER_SUBLINE = 'Average response time under 24 hours';

const CONTACT_ICON = 48;
const SERVICE_ICON = 56;
const SOCIAL_ICON = 40;

/**
 * The service center (spec 2): headline and sub-line, the preferred e-mail (copy icon and
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
  const sendHref = email
    ? /^mailto:/i.test(email.link.trim())
      ? email.link
      : `mailto:${email.address}`
    : '';
  return (
    <>
      {/* Decorative: the headline below names the page. */}
      <PageBanner src={banner} priority />
      <Container className={styles.page}>
        <header className={styles.intro}>
          <h1 className={clsx(typo.h2, styles.headline)}>{SERVICE_CENTER_HEADLINE}</h1>
          <p className={clsx(typo.subtitle1, typo.secondary)}>{SERVICE_CENTER_SUBLINE}</p>
        </header>

        <section aria-labelledby="service-center-contact" className={styles.section}>
          <VisuallyHidden as="h2" id="service-center-contact">
            Contact methods
          </VisuallyHidden>
          <ul className={styles.contacts}>
            {email ? (
              <li className={clsx(styles.contact, styles.email)}>
                {email.picture ? (
                  <Picture
                    src={email.picture}
                    alt=""
                    width={CONTACT_ICON}
                    height={CONTACT_ICON}
                    className={styles.contactIcon}
                  />
                ) : null}
                <div className={styles.emailText}>
                  <p className={clsx(typo.body2, typo.secondary)}>Preferred contact</p>
                  <p className={clsx(typo.h6, styles.address)}>{email.address}</p>
                </div>
                <div className={styles.emailActions}>
                  <CopyEmailButton address={email.address} />
                  <NewTabLink
                    href={sendHref}
                    className={buttonClass({ variant: 'contained' }, styles.send)}
                  >
                    Send Email
                  </NewTabLink>
                </div>
              </li>
            ) : null}
            {contacts.map((contact) => (
              <li key={contact.id} className={styles.contact}>
                <NewTabLink href={contact.link} className={styles.contactLink}>
                  {contact.picture ? (
                    <Picture
                      src={contact.picture}
                      alt=""
                      width={CONTACT_ICON}
                      height={CONTACT_ICON}
                      className={styles.contactIcon}
                    />
                  ) : null}
                  <span className={typo.h6}>{contact.name}</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </section>

        {helpResources.length > 0 ? (
          <section aria-labelledby="service-center-help" className={styles.section}>
            <h2 id="service-center-help" className={clsx(typo.h4, styles.title)}>
              Help Resources
            </h2>
            <GridList columns={{ xs: 1, sm: 2, lg: 3 }} gap={2}>
              {helpResources.map((service) => (
                <li key={service.id}>
                  <NewTabLink href={service.link} className={styles.service}>
                    {service.picture ? (
                      <Picture
                        src={service.picture}
                        alt=""
                        width={SERVICE_ICON}
                        height={SERVICE_ICON}
                        className={styles.serviceIcon}
                      />
                    ) : null}
                    <span className={styles.serviceText}>
                      <span className={clsx(typo.subtitle1, styles.serviceName)}>
                        {service.name}
                      </span>
                      {service.describe ? (
                        <span className={clsx(typo.body2, typo.secondary)}>{service.describe}</span>
                      ) : null}
                    </span>
                  </NewTabLink>
                </li>
              ))}
            </GridList>
          </section>
        ) : null}

        {cards.length > 0 ? (
          <section aria-labelledby="service-center-more" className={styles.section}>
            <h2 id="service-center-more" className={clsx(typo.h4, styles.title)}>
              More Resources
            </h2>
            <GridList columns={{ xs: 1, sm: 2, lg: 4 }} gap={3}>
              {cards.map((card) => (
                <li key={card.id} className={styles.card}>
                  {card.picture ? (
                    <Picture
                      src={card.picture}
                      alt=""
                      width={800}
                      height={600}
                      sizes="(max-width: 600px) 100vw, (max-width: 1025px) 50vw, 25vw"
                      className={styles.cardPicture}
                    />
                  ) : null}
                  <div className={styles.cardBody}>
                    <h3 className={typo.h6}>{card.title}</h3>
                    <Prose html={card.html} className={styles.cardText} />
                    <NewTabLink
                      href={card.path}
                      className={buttonClass({ variant: 'outlined', size: 'small' }, styles.more)}
                    >
                      Learn More<VisuallyHidden> about {card.title}</VisuallyHidden>
                    </NewTabLink>
                  </div>
                </li>
              ))}
            </GridList>
          </section>
        ) : null}

        {social.length > 0 ? (
          <section aria-labelledby="service-center-social" className={styles.section}>
            <h2 id="service-center-social" className={clsx(typo.h4, styles.title)}>
              Follow Us On
            </h2>
            <ul className={styles.social}>
              {social.map((link) => (
                <li key={`${link.name}-${link.link}`}>
                  <NewTabLink href={link.link} className={styles.socialLink}>
                    {link.picture ? (
                      <Picture src={link.picture} alt="" width={SOCIAL_ICON} height={SOCIAL_ICON} />
                    ) : null}
                    <span>{link.name}</span>
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}
