/** Shared answers of the component tests of the support hub, service center, contact us and where to buy. */
import type { ApiCategory, ServiceContactResponse } from '@/contract/api-types';

export function category(overrides: Partial<ApiCategory>): ApiCategory {
  return {
    category_id: 1,
    category_parent_id: 0,
    category_name: 'Page',
    category_component: 'CommonFilePage',
    category_paths: '/page',
    category_label: '',
    category_picture: '',
    category_icon: '',
    category_introduce: '',
    category_details: '',
    category_seo_title: '',
    category_seo_keywords: '',
    category_seo_description: '',
    category_url: '',
    category_album: [],
    children: [],
    ...overrides,
  };
}

export const serviceContactAll: ServiceContactResponse = {
  code: 200,
  msg: 'ok',
  goods_all: [],
  contact_all: [
    {
      contact_id: 1,
      contact_name: 'Online Ticket',
      contact_link: '/support/tech-support',
      contact_picture: '/uploads/contacts/ticket.svg',
    },
    {
      contact_id: 4,
      contact_name: 'WhatsApp',
      contact_link: 'https://wa.me/18005550199',
      contact_picture: '/uploads/contacts/whatsapp.svg',
    },
    {
      contact_id: 2,
      contact_name: '+1 800 555 0199',
      contact_link: 'tel:+18005550199',
      contact_picture: '/uploads/contacts/phone.svg',
    },
    {
      contact_id: 8,
      contact_name: 'support@diagtools.com',
      contact_link: 'mailto:support@diagtools.com',
      contact_picture: '/uploads/contacts/e-mail.svg',
    },
  ],
  social_media_all: [
    {
      social_media_id: 1,
      social_media_name: 'Facebook',
      social_media_link: 'https://www.facebook.com/diagtools',
      social_media_picture: '/uploads/social/facebook.svg',
    },
    {
      social_media_id: 2,
      social_media_name: 'Evil',
      social_media_link: 'javascript:alert(1)',
      social_media_picture: '',
    },
  ],
  more_services_all: [
    {
      more_services_id: 1,
      more_services_name: 'Vehicle Coverage',
      more_services_link: '/support/vehicle-coverage',
      more_services_picture: '/uploads/services/vehicle-coverage.svg',
      more_services_describe: 'Check what your tool supports on each vehicle.',
    },
    {
      more_services_id: 2,
      more_services_name: 'Community',
      more_services_link: 'https://forum.example.com',
      more_services_picture: '',
      more_services_describe: '',
    },
  ],
  configs_all: [
    {
      configs_id: 85,
      configs_title: 'User Manuals',
      configs_subtitle: '',
      configs_content: '<p>Download manuals<script>alert(1)</script></p>',
      configs_picture: '/uploads/configs/config-85.svg',
      configs_path: '/support/downloads',
      configs_show_id: 1,
    },
    {
      configs_id: 86,
      configs_title: 'Hidden card',
      configs_subtitle: '',
      configs_content: '<p>Not shown</p>',
      configs_picture: '',
      configs_path: '/x',
      configs_show_id: 2,
    },
  ],
  advertisement: null,
  advertisement_all: [],
};
