/**
 * The sitemap index and its shards, without an API: cutting the ordered URLs into shards of at
 * most N, each shard's lastmod, the index and shard XML (well-formed, escaped) and which
 * `shard` values name shards.
 */
import { JSDOM } from 'jsdom';
import { sitemapIndexXml, urlsetXml } from '@/features/routing/sitemap';
import type { SitemapEntry } from '@/features/routing/sitemap-entries';
import {
  newestLastmod,
  readShardNumber,
  SHARD_SIZE,
  shardEntries,
  shardPath,
} from '@/features/routing/sitemap-shards';

const TODAY = '2026-11-27';
const { DOMParser } = new JSDOM().window;

/** The document, failing the test when the text is not well-formed XML. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((node) => node.textContent ?? '');

/** Menu pages (no date), then `records` dated entries, the k-th on day k of 2025 (cycling). */
function catalogue(menu: number, records: number): SitemapEntry[] {
  return [
    ...Array.from({ length: menu }, (_, i) => ({ path: `/menu-${i}` })),
    ...Array.from({ length: records }, (_, i) => ({
      path: `/products/p-${i}`,
      lastmod: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    })),
  ];
}

describe('shardEntries', () => {
  it('keeps a catalogue the size of the fixtures in one shard of 5,000', () => {
    expect(SHARD_SIZE).toBe(5000);
    const entries = catalogue(40, 63 + 40);
    const { shards, lastmods } = shardEntries(entries, TODAY);
    expect(shards).toEqual([entries]);
    expect(lastmods).toEqual([newestLastmod(entries)]);
  });

  it.each([
    [10, 95],
    [7, 70],
    [25, 8],
  ])('with a chunk of %i, %i URLs make ceil(M/N) shards of at most N, in order', (size, count) => {
    const entries = catalogue(5, count - 5);
    const { shards, lastmods } = shardEntries(entries, TODAY, size);
    expect(shards).toHaveLength(Math.ceil(count / size));
    for (const shard of shards) expect(shard.length).toBeLessThanOrEqual(size);
    expect(shards.flat()).toEqual(entries);
    const overall = newestLastmod(entries);
    expect(lastmods).toEqual(shards.map((shard) => newestLastmod(shard) ?? overall ?? TODAY));
  });

  it("dates each shard by its newest URL; a shard without dates takes the sitemap's newest", () => {
    const entries: SitemapEntry[] = [
      { path: '/' },
      { path: '/products' },
      { path: '/products/a', lastmod: '2025-03-01' },
      { path: '/products/b', lastmod: '2026-02-10' },
      { path: '/blogs/x', lastmod: '2025-12-31' },
      { path: '/blogs/y' },
    ];
    expect(shardEntries(entries, TODAY, 2).lastmods).toEqual([
      '2026-02-10', // home and a menu page: no date of their own
      '2026-02-10',
      '2025-12-31',
    ]);
  });

  it('with no date anywhere, uses the day the list was built; never zero shards', () => {
    expect(shardEntries([{ path: '/' }, { path: '/a' }], TODAY, 1).lastmods).toEqual([
      TODAY,
      TODAY,
    ]);
    expect(shardEntries([], TODAY)).toEqual({ shards: [[]], lastmods: [TODAY] });
  });
});

describe('the XML', () => {
  it('the index names every shard by absolute URL with its lastmod', () => {
    const built = shardEntries(catalogue(3, 9), TODAY, 4);
    const doc = parseXml(sitemapIndexXml(built));
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(doc, 'loc')).toEqual([
      'http://localhost:3000/sitemap.xml?shard=1',
      'http://localhost:3000/sitemap.xml?shard=2',
      'http://localhost:3000/sitemap.xml?shard=3',
    ]);
    expect(texts(doc, 'lastmod')).toEqual(built.lastmods);
  });

  it('a shard is a urlset of exactly its URLs, escaped', () => {
    const doc = parseXml(
      urlsetXml([
        { path: '/' },
        { path: "/blogs/a&b<'c'>", lastmod: '2025-01-02' },
        { path: '/products/x"y' },
      ]),
    );
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(texts(doc, 'loc')).toEqual([
      'http://localhost:3000',
      "http://localhost:3000/blogs/a&b<'c'>",
      'http://localhost:3000/products/x"y',
    ]);
    expect(texts(doc, 'lastmod')).toEqual(['2025-01-02']);
  });
});

describe('shard names', () => {
  it('serves shard N at /sitemap.xml?shard=N', () => {
    expect(shardPath(3)).toBe('/sitemap.xml?shard=3');
    expect(readShardNumber('3')).toBe(3);
    expect(readShardNumber('12')).toBe(12);
  });

  it.each([['0'], ['01'], ['1.xml'], ['x'], ['-1'], [''], ['1 '], [['1']], [undefined]])(
    '%p is no shard',
    (value) => {
      expect(readShardNumber(value)).toBeNull();
    },
  );
});
