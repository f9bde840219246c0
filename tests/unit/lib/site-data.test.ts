import type { ApiCategory } from '@/contract/api-types';
import { toMenuItem } from '@/lib/site-data';
import { SPEC_ENDPOINTS } from '../../../mock-api/routes/endpoints';
import { jsonResponse, mockFetch } from '../../mocks/fetch';

function category(id: number, children: ApiCategory[] = []): ApiCategory {
  return {
    category_id: id,
    category_name: `Category ${id}`,
    category_paths: `/c${id}`,
    category_component: 'CommonFilePage',
    category_picture: `/uploads/c${id}.svg`,
    category_icon: `/uploads/i${id}.svg`,
    category_introduce: `About ${id}`,
    children,
  } as ApiCategory;
}

describe('toMenuItem', () => {
  const item = toMenuItem(category(1, [category(2, [category(3)])]));

  it('keeps name, path and kind on every level', () => {
    expect(item).toMatchObject({ id: 1, name: 'Category 1', path: '/c1' });
    expect(item.children[0].children[0]).toMatchObject({ id: 3, path: '/c3' });
  });

  it('keeps picture and introduction only where the mega menu shows them', () => {
    expect(item.picture).toBe('');
    expect(item.introduce).toBe('');
    expect(item.children[0].picture).toBe('http://localhost:4000/uploads/c2.svg');
    expect(item.children[0].introduce).toBe('About 2');
    expect(item.children[0].children[0].picture).toBe('');
    expect(item).not.toHaveProperty('icon');
  });
});

describe('getSite: the shell from documented endpoints only', () => {
  const documentedGets = new Set(
    SPEC_ENDPOINTS.filter(([method]) => method === 'GET').map(([, p]) => p),
  );
  const config = (id: number) => ({
    configs_id: id,
    configs_title: `Config ${id}`,
    configs_subtitle: '',
    configs_content: `<p>Box ${id}<script>x()</script></p>`,
    configs_picture: '',
    configs_path: '',
    configs_show_id: 1,
  });
  const routes = {
    '/api/category/category_all': { code: 200, msg: 'ok', data: [category(1)] },
    '/api/SiteSettings/site_settings_find': {
      code: 200,
      msg: 'ok',
      site_settings_find: {
        site_settings_title: 'Tools Inc',
        site_settings_picture: '/uploads/logo.svg',
        site_settings_loginpicture: '',
        site_settings_contact: '<p>Call us</p>',
        site_settings_store: '',
      },
    },
    '/api/ServiceContact/service_contact_all': {
      code: 200,
      msg: 'ok',
      social_media_all: [
        {
          social_media_id: 1,
          social_media_name: 'Tube',
          social_media_link: 'https://t.example',
          social_media_picture: '',
        },
      ],
    },
    // The popup and the boxes: the site-wide configs_all of the blog list.
    '/api/articles/articles_all': {
      code: 200,
      msg: 'ok',
      data_page: { currentPage: 1, listRows: 9, total: 0 },
      category_all: [],
      articles_zx_all: [],
      articles_qb_all: [],
      configs_all: [config(33), config(34), config(35)],
    },
  };

  async function freshGetSite() {
    jest.resetModules();
    const { getSite } = await import('@/lib/site-data');
    return getSite();
  }

  it('asks only endpoints of the spec, and fills header, footer and promotions', async () => {
    const fetchMock = mockFetch(routes);
    const { site, tree } = await freshGetSite();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked.length).toBeGreaterThan(0);
    for (const pathname of asked) expect(documentedGets).toContain(pathname);
    expect(asked).not.toContain('/api/configs/site_config');
    // Not aboutList with the mock's own group `site`, which strict mode refuses.
    expect(asked).not.toContain('/api/about/aboutList');
    expect(tree).toHaveLength(1);
    expect(site.menu[0]).toMatchObject({ id: 1, path: '/c1' });
    expect(site.siteTitle).toBe('Tools Inc');
    expect(site.contactHtml).toBe('<p>Call us</p>');
    expect(site.social).toEqual([{ name: 'Tube', link: 'https://t.example', picture: '' }]);
    expect(site.popup?.id).toBe(33);
    expect(site.topBox?.id).toBe(34);
    expect(site.rightBox?.id).toBe(35);
    expect(site.popup?.html).toBe('<p>Box 33</p>');
  });

  it('an API that refuses social media or the promotions still gives a shell', async () => {
    mockFetch({
      '/api/category/category_all': routes['/api/category/category_all'],
      '/api/SiteSettings/site_settings_find': routes['/api/SiteSettings/site_settings_find'],
    });
    const { site } = await freshGetSite();
    expect(site.menu).toHaveLength(1);
    expect(site.siteTitle).toBe('Tools Inc');
    expect(site.social).toEqual([]);
    expect(site.popup).toBeNull();
    expect(site.topBox).toBeNull();
  });

  it('an outage still fails (ISR keeps the last good page)', async () => {
    mockFetch(routes);
    const down = global.fetch as jest.Mock;
    down.mockImplementation(async () => jsonResponse({ code: 500, msg: 'down' }, 500));
    await expect(freshGetSite()).rejects.toMatchObject({ kind: 'server' });
  });
});
