import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { fetchServiceContacts } from '../../service-center/api/service-contacts';
import type { ContactUsProps } from '../types';

/**
 * /contact-us: the category's banner, then Contact, Social Media and More Services
 * from service_contact_all, and links to the category's children (about us and the legal
 * pages), which are pages of their own.
 */
export async function getContactUsPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<ContactUsProps> {
  const data = await fetchServiceContacts();
  return {
    id: category.category_id,
    name: category.category_name,
    banner: pictureUrl(category.category_picture),
    introduce: category.category_introduce ?? '',
    contacts: data.contacts,
    social: data.social,
    services: data.services,
    children: (category.children ?? []).map((child) => ({
      id: child.category_id,
      name: child.category_name,
      path: child.category_paths,
      icon: pictureUrl(child.category_icon),
    })),
  };
}
