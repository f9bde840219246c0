/** SiteData for component tests: a small, fixed menu tree with every item the shell looks for. */
import type { ConfigBlock, MenuItem, SiteData } from '@/lib/site-types';

let nextId = 1000;

export function buildMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  nextId += 1;
  return {
    id: nextId,
    name: `Item ${nextId}`,
    path: `/item-${nextId}`,
    component: 'CommonFilePage',
    picture: '',
    introduce: '',
    children: [],
    ...overrides,
  };
}

export function buildConfigBlock(id: number, overrides: Partial<ConfigBlock> = {}): ConfigBlock {
  return {
    id,
    title: `Config ${id} title`,
    subtitle: `Config ${id} subtitle`,
    html: `<p>Config ${id} body</p>`,
    picture: '',
    path: '',
    ...overrides,
  };
}

export const SERVICE_CENTER_PATH = '/service-center';
export const PERSONAL_ENTRY = { name: 'User Info', path: '/personal-center/user-info' };

export function buildSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    menu: [
      buildMenuItem({ id: 1, name: 'Home', path: '/', component: 'HomePage' }),
      buildMenuItem({
        id: 2,
        name: 'Products',
        path: '/products',
        component: 'ProductPage',
        children: [
          buildMenuItem({
            id: 21,
            name: 'Code Reader',
            path: '/products/code-reader',
            component: 'ProductPage',
          }),
          buildMenuItem({
            id: 22,
            name: 'Battery Service',
            path: '/products/battery-service',
            component: 'ProductPage',
          }),
        ],
      }),
      buildMenuItem({
        id: 3,
        name: 'Support',
        path: '/support',
        component: 'SupportPage',
        introduce: 'Help for every tool',
        children: [
          buildMenuItem({
            id: 31,
            name: 'FAQs',
            path: '/support/faqs',
            introduce: 'Common questions',
          }),
        ],
      }),
      buildMenuItem({
        id: 4,
        name: 'Personal Center',
        path: '/personal-center',
        component: 'PersonalCenterPage',
        children: [
          buildMenuItem({ id: 41, ...PERSONAL_ENTRY, component: 'PersonalCenterPage' }),
          buildMenuItem({ id: 42, name: 'Membership', path: '/personal-center/membership' }),
        ],
      }),
      buildMenuItem({
        id: 5,
        name: 'Service Center',
        path: SERVICE_CENTER_PATH,
        component: 'ServiceCenterPage',
      }),
    ],
    siteTitle: 'Diagtools',
    logo: '',
    loginPicture: '',
    contactHtml: '<p>Contact us</p>',
    storeHtml: '<p>Our store</p>',
    social: [{ name: 'Facebook', link: 'https://facebook.example/diagtools', picture: '' }],
    popup: null,
    topBox: null,
    rightBox: null,
    ...overrides,
  };
}
