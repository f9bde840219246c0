import type { ConfigBlock, SocialLink } from '@/lib/site-types';

/** A contact method: contact_id 8 is the e-mail, 2 and 4 the others. */
export interface ContactMethod {
  id: number;
  name: string;
  /** As the CMS gives it (links are checked where they are drawn). */
  link: string;
  picture: string;
}

/** The preferred e-mail contact: its address is what the copy button copies. */
export interface EmailContact extends ContactMethod {
  address: string;
}

/** A "more services" entry: the Help Resources of the service center, More Services of contact us. */
export interface ServiceLink {
  id: number;
  name: string;
  link: string;
  picture: string;
  describe: string;
}

/** What service_contact_all gives the service center and contact us, reshaped (server only). */
export interface ServiceContacts {
  contacts: ContactMethod[];
  social: SocialLink[];
  services: ServiceLink[];
  /** The More Resources cards (title, picture, sanitized HTML, path). */
  cards: ConfigBlock[];
  /** The banner picture (the first advertisement), '' for none. */
  banner: string;
}

/** /service-center. */
export interface ServiceCenterProps {
  id: number;
  name: string;
  /** The banner picture, '' for none. */
  banner: string;
  email: EmailContact | null;
  /** The two other contact methods (ids 2 and 4, in that order). */
  contacts: ContactMethod[];
  helpResources: ServiceLink[];
  cards: ConfigBlock[];
  social: SocialLink[];
}
