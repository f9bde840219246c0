import { catchAllPaths, flattenTree, normalisePath, resolvePath } from '@/features/routing/resolve';
import type { ApiCategory } from '@/contract/api-types';

let nextId = 1;
function category(path: string, component: string, children: ApiCategory[] = []): ApiCategory {
  return {
    category_id: nextId++,
    category_name: path,
    category_paths: path,
    category_component: component,
    children,
  } as ApiCategory;
}

const tree: ApiCategory[] = [
  category('/', 'HomePage'),
  category('/products', 'ProductPage', [category('/products/code-reader', 'ProductPage')]),
  category('/personal-center', 'PersonalCenterPage', [
    category('/personal-center/services', 'PersonalCenterPage', [
      category('/personal-center/services/garage', 'PersonalCenterPage', [
        category('/personal-center/services/garage/too-deep', 'PersonalCenterPage'),
      ]),
    ]),
  ]),
  category('/blogs', 'BlogsPage', [category('/blogs/news', 'BlogsPage')]),
  category('/contact-us', 'ContactUsPage', [category('/about-us', 'AboutUsPage')]),
  category('/login', 'CommonFilePage'),
];

describe('resolvePath', () => {
  it('resolves the root to home', () => {
    expect(resolvePath(tree, '/')).toEqual({ type: 'home' });
  });

  it('resolves categories on each of three levels, with their trail', () => {
    const first = resolvePath(tree, '/products');
    expect(first).toMatchObject({ type: 'category', category: { category_paths: '/products' } });
    const second = resolvePath(tree, '/personal-center/services');
    expect(second.type).toBe('category');
    const third = resolvePath(tree, '/personal-center/services/garage');
    expect(third).toMatchObject({ type: 'category' });
    if (third.type === 'category') {
      expect(third.trail.map((c) => c.category_paths)).toEqual([
        '/personal-center',
        '/personal-center/services',
        '/personal-center/services/garage',
      ]);
    }
  });

  it('does not build routes below the third level', () => {
    expect(resolvePath(tree, '/personal-center/services/garage/too-deep')).toEqual({
      type: 'notFound',
    });
  });

  it('resolves a child whose path is not under its parent (about-us under contact-us)', () => {
    expect(resolvePath(tree, '/about-us')).toMatchObject({ type: 'category' });
  });

  it('answers notFound for an unknown path', () => {
    expect(resolvePath(tree, '/no-such-page')).toEqual({ type: 'notFound' });
    expect(resolvePath(tree, '/support/unknown/deeper')).toEqual({ type: 'notFound' });
  });

  it('reads /products/X as a product category when X is one, else a product', () => {
    expect(resolvePath(tree, '/products/code-reader').type).toBe('category');
    expect(resolvePath(tree, '/products/AD900-Pro')).toEqual({
      type: 'product',
      slug: 'AD900-Pro',
    });
  });

  it('reads /blogs/X as a blog category when X is one, else an article', () => {
    expect(resolvePath(tree, '/blogs/news').type).toBe('category');
    expect(resolvePath(tree, '/blogs/how-to-read-codes')).toEqual({
      type: 'article',
      articlesPath: 'how-to-read-codes',
    });
  });

  it('lets fixed routes win over a menu item with the same path', () => {
    expect(resolvePath(tree, '/login')).toEqual({ type: 'fixed', path: '/login' });
    expect(catchAllPaths(tree)).not.toContain('/login');
  });

  it('ignores trailing slashes and decodes escapes', () => {
    expect(resolvePath(tree, '/products/')).toMatchObject({ type: 'category' });
    expect(normalisePath('/products/AD900%20Pro')).toBe('/products/AD900 Pro');
    expect(normalisePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('catchAllPaths', () => {
  it('lists each menu path once, without home, fixed routes or a fourth level', () => {
    const paths = catchAllPaths(tree);
    expect(paths).toContain('/products/code-reader');
    expect(paths).toContain('/personal-center/services/garage');
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/personal-center/services/garage/too-deep');
    expect(new Set(paths).size).toBe(paths.length);
    expect(flattenTree(tree).length).toBe(11);
  });
});
