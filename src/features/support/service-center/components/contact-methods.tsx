import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button';
import typo from '@/styles/typography.module.css';
import { ContactSection, IconPicture } from '../../components/contact-sections';
import type { ContactMethod, EmailContact } from '../types';
import { CopyEmailButton } from './copy-email-button';
import styles from './contact-methods.module.css';
import { NewTabLink } from './new-tab-link';
import { gridClass } from '@/components/grid-list';

const ICON = 48;

/**
 * The preferred e-mail (copy icon and Send Email) on a row of its own, then the two other
 * contact methods; every link opens in a new tab.
 */
export function ContactMethods({
  email,
  contacts,
}: {
  email: EmailContact | null;
  contacts: ContactMethod[];
}) {
  const sendHref = email
    ? /^mailto:/i.test(email.link.trim())
      ? email.link
      : `mailto:${email.address}`
    : '';
  return (
    <ContactSection titleId="service-center-contact" title="Contact methods" hideTitle>
      <ul className={clsx(gridClass, styles.contacts)}>
        {email ? (
          <li className={clsx(styles.contact, styles.email)}>
            <IconPicture src={email.picture} size={ICON} className={styles.icon} />
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
              <IconPicture src={contact.picture} size={ICON} className={styles.icon} />
              <span className={typo.h6}>{contact.name}</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </ContactSection>
  );
}
