import type { SocialLink } from '@/lib/site-types';
import type { ContactMethod, ServiceLink } from '../service-center/types';

/** A child page of contact us (about us, warranty, privacy policy, service agreement...). */
export interface ContactUsChild {
  id: number;
  name: string;
  path: string;
  icon: string;
}

/** /contact-us. */
export interface ContactUsProps {
  id: number;
  name: string;
  banner: string;
  introduce: string;
  contacts: ContactMethod[];
  social: SocialLink[];
  services: ServiceLink[];
  /** The category's children, each a page of its own (the spec's nested router view). */
  children: ContactUsChild[];
}
