import { readPaths } from '@/page-kinds/revalidate';
import { robotsTxt, sitemapXml } from '@/features/routing/sitemap';

describe('sitemap.xml', () => {
  it('lists home and the public menu paths, not the customer area', () => {
    const xml = sitemapXml(['/products', '/personal-center/user-info', '/blogs/news']);
    expect(xml).toContain('<loc>http://localhost:3000</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/products</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/blogs/news</loc>');
    expect(xml).not.toContain('personal-center');
  });

  it('escapes XML in paths', () => {
    expect(sitemapXml(['/a&b'])).toContain('/a&#38;b');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the private pages and names the sitemap', () => {
    const robots = robotsTxt();
    expect(robots).toContain('Disallow: /personal-center');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('revalidation request body', () => {
  it('accepts a list of paths; each is judged on its own (tests/unit/features/routing/revalidate.test.ts)', () => {
    expect(readPaths({ paths: ['products', 42] })).toEqual(['products', 42]);
    expect(readPaths({ paths: ['/products', '/blogs/news'] })).toEqual([
      '/products',
      '/blogs/news',
    ]);
  });

  it.each([
    [null, 'paths must be a non-empty list'],
    [{ paths: [] }, 'paths must be a non-empty list'],
    [{ paths: Array.from({ length: 101 }, (_, i) => `/p${i}`) }, 'at most 100 paths at a time'],
  ])('refuses %p', (body, message) => {
    expect(readPaths(body)).toBe(message);
  });
});
