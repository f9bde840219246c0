import clsx from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { GridList } from '@/components/grid-list';
import { PageBanner } from '@/components/page-banner';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import { NewTabLink } from '../service-center/components/new-tab-link';
import { isSitePath, safeHref } from '../service-center/links';
import type { ContactUsProps } from './types';
import styles from './view.module.css';

const ICON = 40;

/**
 * A CMS link: a path of this site routes in place, a web link opens a new tab, a mail or
 * phone link hands over to the visitor's app; an unsafe one is plain text.
 */
function CmsLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  if (safe && isSitePath(safe)) {
    return (
      <Link href={safe} className={className}>
        {children}
      </Link>
    );
  }
  if (/^(mailto|tel):/i.test(safe)) {
    return (
      <a href={safe} className={className}>
        {children}
      </a>
    );
  }
  return (
    <NewTabLink href={safe} className={className}>
      {children}
    </NewTabLink>
  );
}

/**
 * Contact us (spec 2): banner, Contact, Social Media and More Services, and the category's
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
      <PageBanner src={banner} priority />
      <Container className={styles.page}>
        <h1 className={clsx(typo.h1, styles.heading)}>{name}</h1>
        {introduce ? (
          <p className={clsx(typo.body1, typo.secondary, styles.introduce)}>{introduce}</p>
        ) : null}

        {children.length > 0 ? (
          <nav aria-label={`${name} pages`} className={styles.section}>
            <ul className={styles.children}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link href={child.path} className={styles.child}>
                    {child.icon ? <Picture src={child.icon} alt="" width={32} height={32} /> : null}
                    <span>{child.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {contacts.length > 0 ? (
          <section aria-labelledby="contact-us-contact" className={styles.section}>
            <h2 id="contact-us-contact" className={clsx(typo.h4, styles.title)}>
              Contact
            </h2>
            <GridList columns={{ xs: 1, sm: 2, lg: 4 }} gap={2}>
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <CmsLink href={contact.link} className={styles.tile}>
                    {contact.picture ? (
                      <Picture
                        src={contact.picture}
                        alt=""
                        width={ICON}
                        height={ICON}
                        className={styles.icon}
                      />
                    ) : null}
                    <span className={styles.name}>{contact.name}</span>
                  </CmsLink>
                </li>
              ))}
            </GridList>
          </section>
        ) : null}

        {social.length > 0 ? (
          <section aria-labelledby="contact-us-social" className={styles.section}>
            <h2 id="contact-us-social" className={clsx(typo.h4, styles.title)}>
              Social Media
            </h2>
            <ul className={styles.social}>
              {social.map((link) => (
                <li key={`${link.name}-${link.link}`}>
                  <NewTabLink href={link.link} className={styles.socialLink}>
                    {link.picture ? (
                      <Picture
                        src={link.picture}
                        alt=""
                        width={ICON}
                        height={ICON}
                        className={styles.icon}
                      />
                    ) : null}
                    <span>{link.name}</span>
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {services.length > 0 ? (
          <section aria-labelledby="contact-us-services" className={styles.section}>
            <h2 id="contact-us-services" className={clsx(typo.h4, styles.title)}>
              More Services
            </h2>
            <GridList columns={{ xs: 1, sm: 2, lg: 3 }} gap={2}>
              {services.map((service) => (
                <li key={service.id}>
                  <CmsLink href={service.link} className={styles.tile}>
                    {service.picture ? (
                      <Picture
                        src={service.picture}
                        alt=""
                        width={ICON}
                        height={ICON}
                        className={styles.icon}
                      />
                    ) : null}
                    <span className={styles.tileText}>
                      <span className={styles.name}>{service.name}</span>
                      {service.describe ? (
                        <span className={clsx(typo.body2, typo.secondary)}>{service.describe}</span>
                      ) : null}
                    </span>
                  </CmsLink>
                </li>
              ))}
            </GridList>
          </section>
        ) : null}
      </Container>
    </>
  );
}
