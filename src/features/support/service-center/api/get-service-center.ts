import type { ApiCategory } from '@/contract/api-types';
import { getSite } from '@/lib/site-data';
import type { ServiceCenterProps } from '../types';
import { emailAddress } from '../links';
import { EMAIL_CONTACT_ID, fetchServiceContacts, OTHER_CONTACT_IDS } from './service-contacts';

/**
 * /service-center: everything from service_contact_all, rendered on the server.
 * The e-mail is contact 8, the two other methods contacts 2 and 4; Follow Us On takes the
 * answer's social media, else the site's (the footer's) when the answer has none.
 */
export async function getServiceCenterPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<ServiceCenterProps> {
  const data = await fetchServiceContacts();
  const mail = data.contacts.find((contact) => contact.id === EMAIL_CONTACT_ID);
  const address = mail ? emailAddress(mail.link, mail.name) : '';
  const social = data.social.length > 0 ? data.social : (await getSite()).site.social;
  return {
    id: category.category_id,
    name: category.category_name,
    banner: data.banner,
    email: mail && address ? { ...mail, address } : null,
    contacts: OTHER_CONTACT_IDS.flatMap((id) => {
      const contact = data.contacts.find((entry) => entry.id === id);
      return contact ? [contact] : [];
    }),
    helpResources: data.services,
    cards: data.cards,
    social,
  };
}
