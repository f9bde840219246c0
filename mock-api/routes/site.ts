/** Site-wide data: settings, the shell's config, and the service center's contacts. */
import { advertisementsOf, configsOf } from '../store/queries';
import { SITE_SETTINGS_OPERATIONS } from '../../src/contract/schemas/content';
import { SERVICE_CONTACT_OPERATIONS } from '../../src/contract/schemas/service';
import { documentedRoute, type RouteDef } from './types';
import { MOCK_ONLY_ENDPOINTS, VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

/** How many featured goods service_contact_all returns. */
const FEATURED_GOODS = 8;

export const siteRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.siteSettings.siteSettingsFind.path,
    operation: SITE_SETTINGS_OPERATIONS.siteSettingsFind,
    summary: 'Site title, logo, login picture, contact and store HTML',
    handler: ({ ctx }) => ({ site_settings_find: ctx.db.data.site_settings }),
  }),
  {
    method: 'GET',
    path: MOCK_ONLY_ENDPOINTS.siteConfig.path,
    summary: 'The shell: popup and box configs (33-35), site settings, social media',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      return {
        configs_all: configsOf(data, 'site'),
        site_settings_find: data.site_settings,
        social_media_all: data.social_media,
      };
    },
  },
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.serviceContact.serviceContactAll.path,
    operation: SERVICE_CONTACT_OPERATIONS.serviceContactAll,
    summary: 'Featured goods, contacts, social media, help resources, cards and banner',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      const advertisements = advertisementsOf(data, 'service-center');
      return {
        goods_all: data.goods
          .filter((g) => g.goods_status_id === 1 && g.goods_recommend_id === 1)
          .slice(0, FEATURED_GOODS),
        contact_all: data.contacts,
        social_media_all: data.social_media,
        more_services_all: data.more_services,
        configs_all: configsOf(data, 'service-center'),
        advertisement: advertisements[0] ?? null,
        advertisement_all: advertisements,
      };
    },
  }),
];
