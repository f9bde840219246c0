/**
 * `/sitemap.xml` and its shards (`/sitemap.xml?shard=N`) as the server answers them, against the mock API in this
 * process: at the fixtures' size the index names one shard holding every URL; unknown shards
 * are the 404 page; the kept list is rebuilt behind it once a revalidation moves the catalogue
 * version (sitemap-published.test.ts: a publish dates its pages without a rebuild).
 */
import type { GetServerSidePropsContext } from 'next';
import { getSitemapServerSideProps } from '@/features/routing/sitemap';
import { clearSitemapShards, settleSitemap } from '@/features/routing/sitemap-cache';
import { bumpCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { paths } from '@/lib/paths';
import { addArticle, type TestEnv } from '../../../mock-api/helpers';
import { serveMockApi } from '../../../helpers/mock-api-server';

let env: TestEnv;
serveMockApi((ready) => {
  env = ready;
});
beforeEach(() => clearSitemapShards());

interface Answer {
  result: unknown;
  headers: Record<string, string>;
  body: string;
}

async function visit(query: Record<string, string | string[]> = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    end: (text: string) => {
      body = text;
    },
  };
  const result = await getSitemapServerSideProps({
    query,
    res,
  } as unknown as GetServerSidePropsContext);
  return { result, headers, body };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('/sitemap.xml at 1x', () => {
  it('is an index of one shard, dated by the newest record', async () => {
    const index = await visit();
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/^public, s-maxage=60\b/);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(index.body)).toEqual(['http://localhost:3000/sitemap.xml?shard=1']);
    const { articles, goods } = env.mock.db.data;
    const newest = [
      ...articles.map((a) => a.articles_addtime),
      ...goods.map((g) => g.goods_addtime),
    ]
      .map((t) => t.slice(0, 10))
      .sort()
      .at(-1);
    expect(index.body).toContain(`<lastmod>${newest}</lastmod></sitemap>`);
  });

  it('its one shard lists home, the menu, every product and article, in order', async () => {
    const shard = await visit({ shard: '1' });
    expect(shard.result).toEqual({ props: {} });
    expect(shard.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(shard.body).map((loc) => loc.replace('http://localhost:3000', '') || '/');
    expect(listed[0]).toBe('/');
    const { articles, goods } = env.mock.db.data;
    const productPaths = [...goods]
      .sort((a, b) => a.goods_id - b.goods_id)
      .map((g) => paths.product(g.goods_title));
    const articlePaths = [...articles]
      .sort((a, b) => a.articles_id - b.articles_id)
      .map((a) => paths.article(a.articles_path));
    expect(listed.filter((p) => productPaths.includes(p))).toEqual(productPaths);
    expect(listed.filter((p) => p.startsWith('/blogs/') && articlePaths.includes(p))).toEqual(
      articlePaths,
    );
    // Menu pages, then products, then articles.
    expect(listed.indexOf('/products')).toBeLessThan(listed.indexOf(productPaths[0]));
    expect(listed.indexOf(productPaths.at(-1)!)).toBeLessThan(listed.indexOf(articlePaths[0]));
    expect(new Set(listed).size).toBe(listed.length);
    expect(shard.body).not.toContain('personal-center');
    expect(shard.body).toContain(
      `${articlePaths[0]}</loc><lastmod>${articles.find((a) => paths.article(a.articles_path) === articlePaths[0])!.articles_addtime.slice(0, 10)}</lastmod>`,
    );
  });

  it.each([['2'], ['0'], ['01'], ['1.xml'], ['x'], [''], [['1', '2']]])(
    '/sitemap.xml?shard=%p is the 404 page',
    async (name) => {
      const answer = await visit({ shard: name });
      expect(answer.result).toEqual({ notFound: true });
      expect(answer.body).toBe('');
    },
  );
});

describe('the kept list', () => {
  it('is reused until a revalidation moves the catalogue version, then rebuilt behind it', async () => {
    const before = (await visit({ shard: '1' })).body;
    await addArticle(env, {
      id: 99_001,
      path: 'sitemap-fresh-article',
      addtime: '2099-01-02 03:04:05',
    });
    try {
      const kept = await visit({ shard: '1' });
      expect(kept.body).toBe(before);
      // A move no publish time explains: the kept list answers while a new one is built.
      await bumpCatalogueVersion();
      expect((await visit({ shard: '1' })).body).toBe(before);
      await settleSitemap();
      const shard = await visit({ shard: '1' });
      expect(shard.body).toContain(
        '/blogs/sitemap-fresh-article</loc><lastmod>2099-01-02</lastmod></url>\n</urlset>',
      );
      const index = await visit();
      expect(index.body).toContain('<lastmod>2099-01-02</lastmod>');
    } finally {
      await env.mock.db.update((draft) => {
        draft.articles = draft.articles.filter((a) => a.articles_id !== 99_001);
      });
    }
  });

  it('lists every article even past the 200-page safety net of the list walks', async () => {
    const extra = 2_000; // 9 articles a page: over 220 pages
    await env.mock.db.update((draft) => {
      const model = draft.articles[0];
      for (let i = 0; i < extra; i++) {
        draft.articles.push({
          ...model,
          articles_id: 200_000 + i,
          articles_path: `sitemap-bulk-${i}`,
        });
      }
    });
    try {
      await bumpCatalogueVersion();
      await visit({ shard: '1' });
      await settleSitemap();
      const shard = await visit({ shard: '1' });
      const bulk = locs(shard.body).filter((loc) => loc.includes('/blogs/sitemap-bulk-'));
      expect(bulk).toHaveLength(extra);
      expect(bulk.at(-1)).toBe(`http://localhost:3000/blogs/sitemap-bulk-${extra - 1}`);
    } finally {
      await env.mock.db.update((draft) => {
        draft.articles = draft.articles.filter((a) => a.articles_id < 200_000);
      });
    }
  }, 30_000);
});
