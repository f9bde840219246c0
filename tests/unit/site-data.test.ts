import type { ApiCategory } from '@/contract/api-types';
import { toMenuItem } from '@/lib/site-data';

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
