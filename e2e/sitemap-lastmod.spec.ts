/**
 * The sitemap's `lastmod` follows a record's last published change. A product
 * edited and published through the mock CMS (its webhook regenerates the product's page) is
 * dated by that publish in its shard, and the index's `lastmod` moves with it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { publishEdit, undoEditsAfterEach } from './support/cms-edits';
import { productOfCategory23 } from './support/mock-records';

const PUBLISH_BUDGET_MS = 5_000;

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The `lastmod` of `loc` in this XML (a `<url>` or a `<sitemap>`), or null. */
function lastmodOf(xml: string, loc: string): string | null {
  const escaped = loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<loc>${escaped}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1] ?? null;
}

/** The time a W3C date or datetime names, in ms. */
const timeOf = (lastmod: string | null) => (lastmod ? Date.parse(lastmod) : NaN);

test.describe('sitemap lastmod', () => {
  const touched = undoEditsAfterEach();

  test("a published product edit dates the product's URL and the index", async ({ request }) => {
    const goods = await productOfCategory23(MOCK_API_URL);
    const productPath = goods.path;

    const index = await text(request, '/sitemap.xml');
    const shardUrl = /<sitemap><loc>([^<]+)<\/loc>/.exec(index)?.[1];
    expect(shardUrl).toBeTruthy();
    const shard = new URL(shardUrl!);
    const shardPath = shard.pathname + shard.search;
    // The sitemap's URLs are on the site's public origin, as its shards are.
    const productLoc = `${shard.origin}${productPath}`;
    const before = lastmodOf(await text(request, shardPath), productLoc);
    const indexBefore = lastmodOf(index, shardUrl!);
    expect(indexBefore).not.toBeNull();

    expect(before, `${productLoc} is listed with a date`).not.toBeNull();
    // W3C datetimes are to the second: the publish is dated no earlier than `started`, a second
    // later than any date listed now (another spec may have published this product a moment ago,
    // and a publish within that same second could not move the date).
    const started = Math.max(
      Math.floor(Date.now() / 1000) * 1000,
      timeOf(before) + 1000,
      timeOf(indexBefore) + 1000,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started - Date.now())));
    const edit = await publishEdit(request, MOCK_API_URL, 'goods', goods.id, {
      goods_describe: `Published at ${Date.now()}`,
    });
    expect(edit.code).toBe(200);
    touched.push(...edit.revalidated);
    expect(edit.revalidated).toContain(productPath);

    await expect
      .poll(async () => timeOf(lastmodOf(await text(request, shardPath), productLoc)), {
        timeout: PUBLISH_BUDGET_MS,
      })
      .toBeGreaterThanOrEqual(started);
    const after = lastmodOf(await text(request, shardPath), productLoc)!;
    expect(after).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(timeOf(after)).toBeLessThanOrEqual(Date.now());
    // The index dates its shard by the newest URL in it: this publish.
    const indexAfter = lastmodOf(await text(request, '/sitemap.xml'), shardUrl!);
    expect(indexAfter).toBe(after);
    expect(timeOf(indexAfter)).toBeGreaterThan(timeOf(indexBefore));

    // A second publish moves it again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await publishEdit(request, MOCK_API_URL, 'goods', goods.id, {
      goods_describe: `Published again at ${Date.now()}`,
    });
    expect(again.code).toBe(200);
    await expect
      .poll(async () => timeOf(lastmodOf(await text(request, shardPath), productLoc)), {
        timeout: PUBLISH_BUDGET_MS,
      })
      .toBeGreaterThan(timeOf(after));
  });
});
