import type { ApiCategory } from '@/contract/api-types';
import { supportNav } from '@/features/support/support-nav';

const API = 'http://localhost:4000';

function category(
  id: number,
  name: string,
  picture: string,
  children: ApiCategory[] = [],
  component = 'CommonFilePage',
): ApiCategory {
  return {
    category_id: id,
    category_name: name,
    category_component: component,
    category_paths: `/${name.toLowerCase().replace(/\s+/g, '-')}`,
    category_picture: picture,
    category_icon: '',
    category_introduce: `${name} intro`,
    children,
  } as unknown as ApiCategory;
}

const downloads = category(34, 'Downloads', '/uploads/categories/support-downloads.jpg');
const faqs = category(35, 'FAQs', '');
const support = category(
  3,
  'Support',
  '/uploads/categories/support.jpg',
  [downloads, faqs],
  'SupportPage',
);
const tree = [category(1, 'Home', '/uploads/categories/home.jpg'), support];

describe('supportNav banner', () => {
  it("is the page's own category picture", () => {
    expect(supportNav(downloads, tree).banner).toBe(
      `${API}/uploads/categories/support-downloads.jpg`,
    );
  });

  it("falls back to the Support category's picture when the page has none", () => {
    expect(supportNav(faqs, tree).banner).toBe(`${API}/uploads/categories/support.jpg`);
  });

  it('is the Support picture on the Support page itself, with no page active', () => {
    const nav = supportNav(support, tree);
    expect(nav.banner).toBe(`${API}/uploads/categories/support.jpg`);
    expect(nav.activeId).toBeNull();
    expect(nav.items.map((item) => item.id)).toEqual([34, 35]);
  });
});
