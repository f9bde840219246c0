/**
 * `sitemap.xml` lists every product page and every article (lastmod where the record
 * has a date), and /ProductContent?gid=N redirects to that product's page (404 otherwise).
 * Runs against the mock API in this process.
 */
import type { GetServerSidePropsContext } from 'next';
import { getProductContentServerSideProps, readGid } from '@/features/routing/product-content';
import { sitemapXml } from '@/features/routing/sitemap';
import { lastmodOf, mergeEntries, sitemapEntries } from '@/features/routing/sitemap-entries';
import { getSite } from '@/lib/site-data';
import { paths } from '@/lib/paths';
import type { TestEnv } from '../../../mock-api/helpers';
import { serveMockApi } from '../../../helpers/mock-api-server';

let env: TestEnv;
serveMockApi((ready) => {
  env = ready;
});

describe('sitemap entries', () => {
  it('lists the menu, every product and every article once, articles with lastmod', async () => {
    const { tree } = await getSite();
    const entries = await sitemapEntries(tree);
    const data = env.mock.db.data;
    const products = data.goods.map((g) => paths.product(g.goods_title));
    const articles = data.articles.map((a) => paths.article(a.articles_path));
    const listed = entries.map((e) => e.path);
    expect(products).toHaveLength(63);
    expect(articles).toHaveLength(40);
    for (const path of [...products, ...articles]) expect(listed).toContain(path);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBeGreaterThanOrEqual(36 + 63 + 40 - 5);
    for (const article of data.articles) {
      const entry = entries.find((e) => e.path === paths.article(article.articles_path));
      expect(entry?.lastmod).toBe(article.articles_addtime.slice(0, 10));
    }
    const xml = sitemapXml(entries);
    expect(xml).toContain(
      `<loc>http://localhost:3000${articles[0]}</loc><lastmod>${data.articles[0].articles_addtime.slice(0, 10)}</lastmod>`,
    );
    expect(xml).not.toContain('personal-center');
  });

  it('reads dates strictly and keeps the first of a duplicate', () => {
    expect(lastmodOf('2026-05-12 10:00:00')).toBe('2026-05-12');
    expect(lastmodOf('2026/05/12')).toBe('2026-05-12');
    expect(lastmodOf('12 May 2026')).toBeUndefined();
    expect(lastmodOf(undefined)).toBeUndefined();
    expect(mergeEntries([{ path: '/a' }], [{ path: '/a', lastmod: '2026-01-01' }])).toEqual([
      { path: '/a' },
    ]);
  });
});

describe('/ProductContent?gid=', () => {
  const visit = (gid?: string | string[]) =>
    getProductContentServerSideProps({
      query: gid === undefined ? {} : { gid },
    } as unknown as GetServerSidePropsContext);

  it('redirects a known gid to the product page', async () => {
    const goods = env.mock.db.data.goods[5];
    await expect(visit(String(goods.goods_id))).resolves.toEqual({
      redirect: { destination: paths.product(goods.goods_title), permanent: true },
    });
  });

  it.each([[undefined], [''], ['0'], ['99999'], ['0x1'], ['1e0'], [' 1'], [['1', '2']]])(
    'gid=%p is the 404 page',
    async (gid) => {
      await expect(visit(gid)).resolves.toEqual({ notFound: true });
    },
  );

  it('reads gid as decimal digits only', () => {
    expect(readGid('12')).toBe(12);
    expect(readGid('012')).toBe(12);
    expect(readGid('1.0')).toBeNull();
  });
});
