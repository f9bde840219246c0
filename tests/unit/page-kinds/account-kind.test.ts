import { resolvePath } from '@/features/routing/resolve';
import type { ApiCategory } from '@/contract/api-types';
import { kindForComponent } from '@/lib/page-kind-ids';
import { loadPage } from '@/page-kinds/loaders';
import { buildSite } from '../../factories/site';
import { getOwnAccountPage } from '@/features/account/get-account-page';
import { MY_TOOLS_PAGE } from '@/features/account/own-pages';
import { loadOwnAccountPage } from '@/features/account/own-page-data';

function category(id: number, name: string, path: string, children: ApiCategory[] = []) {
  return {
    category_id: id,
    category_name: name,
    category_paths: path,
    category_component: 'PersonalCenterPage',
    category_seo_title: '',
    category_seo_keywords: '',
    category_seo_description: '',
    category_picture: '',
    category_introduce: '',
    children,
  } as unknown as ApiCategory;
}

const tree = [
  category(10, 'Personal Center', '/personal-center', [
    category(110, 'User Info', '/personal-center/user-info'),
    category(120, 'Services', '/personal-center/services', [
      category(126, 'Garage', '/personal-center/services/garage'),
    ]),
  ]),
];

describe('the customer area in the catch-all', () => {
  it('renders Personal Center categories as the account kind', () => {
    expect(kindForComponent.PersonalCenterPage).toBe('account');
  });

  // The menu's entries with our own My tools after User Info (src/features/account/own-pages.ts).
  const menu = [
    { id: 110, name: 'User Info', path: '/personal-center/user-info', introduce: '', children: [] },
    {
      id: -1,
      name: 'My tools',
      path: '/personal-center/my-tools',
      introduce: MY_TOOLS_PAGE.introduce,
      children: [],
    },
    {
      id: 120,
      name: 'Services',
      path: '/personal-center/services',
      introduce: '',
      children: [
        {
          id: 126,
          name: 'Garage',
          path: '/personal-center/services/garage',
          introduce: '',
          children: [],
        },
      ],
    },
  ];

  it.each([
    ['/personal-center', 10, 'Personal Center', 'user-info'],
    ['/personal-center/user-info', 110, 'User Info', 'user-info'],
    ['/personal-center/services', 120, 'Services', 'services'],
    ['/personal-center/services/garage', 126, 'Garage', 'garage'],
  ])('%s carries its name, its page and the side menu', async (path, id, name, pageId) => {
    const loaded = await loadPage({
      path,
      resolution: resolvePath(tree, path),
      site: buildSite(),
      tree,
    });
    expect(loaded?.page).toEqual({ kind: 'account', props: { id, name, pageId, menu } });
    expect(loaded?.seo.title).toContain(name);
  });

  it('serves My tools at its own path, with the same side menu', () => {
    expect(getOwnAccountPage(tree, MY_TOOLS_PAGE)).toEqual({
      id: -1,
      name: 'My tools',
      pageId: 'my-tools',
      menu,
    });
    // Without a Personal Center in the tree, there is no page.
    expect(getOwnAccountPage([], MY_TOOLS_PAGE)).toBeNull();
    // The catch-all serves it at its path (a trailing slash too), and only there.
    expect(loadOwnAccountPage('/personal-center/my-tools/', tree, 'Site')?.props.pageId).toBe(
      'my-tools',
    );
    expect(loadOwnAccountPage('/personal-center/my-tools', [], 'Site')).toBeNull();
    expect(loadOwnAccountPage('/personal-center/wallet', tree, 'Site')).toBeUndefined();
  });

  it('is a 404 for a Personal Center entry no page serves', async () => {
    const extended = [
      category(10, 'Personal Center', '/personal-center', [
        category(140, 'Wallet', '/personal-center/wallet'),
      ]),
    ];
    const path = '/personal-center/wallet';
    const loaded = await loadPage({
      path,
      resolution: resolvePath(extended, path),
      site: buildSite(),
      tree: extended,
    });
    expect(loaded).toBeNull();
  });
});
