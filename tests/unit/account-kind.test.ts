import { resolvePath } from '@/features/routing/resolve';
import type { ApiCategory } from '@/lib/api-types';
import { kindForComponent, loadPage } from '@/page-kinds/loaders';
import { buildSite } from '../factories/site';

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

  it.each([
    ['/personal-center', 10, 'Personal Center'],
    ['/personal-center/user-info', 110, 'User Info'],
    ['/personal-center/services/garage', 126, 'Garage'],
  ])('%s carries its menu name', async (path, id, name) => {
    const loaded = await loadPage({
      path,
      resolution: resolvePath(tree, path),
      site: buildSite(),
      tree,
    });
    expect(loaded?.page).toEqual({ kind: 'account', props: { id, name } });
    expect(loaded?.seo.title).toContain(name);
  });
});
