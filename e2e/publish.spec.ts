/**
 * The CMS publish loop: an edit through the mock CMS (a draft saved with
 * `PUT /mock/content/...`, then `POST .../publish`) reaches the pages showing the record within
 * 5 s, with no rebuild (the mock calls /api/revalidate, signed).
 */
import { expect, MOCK_API_URL, test } from './fixtures';
import { publishEdit, undoEditsAfterEach } from './support/cms-edits';
import { productOfCategory23, productPath } from './support/mock-records';

const PUBLISH_BUDGET_MS = 5_000;

test.describe('the CMS publish loop', () => {
  const touched = undoEditsAfterEach();

  test('a product edit shows on its page within 5 s (its lists are revalidated with it)', async ({
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL);
    const productPath = goods.path;
    // The page is in the cache first, so what follows is a revalidation, not a first render.
    expect((await request.get(productPath)).status()).toBe(200);

    const describe = `Published at ${Date.now()}`;
    const started = Date.now();
    const edit = await publishEdit(request, MOCK_API_URL, 'goods', goods.id, {
      goods_describe: describe,
    });
    expect(edit.code).toBe(200);
    touched.push(...edit.revalidated);
    expect(edit.data.goods_describe).toBe(describe);
    expect(edit.revalidated).toEqual(
      expect.arrayContaining([productPath, '/products/code-reader']),
    );

    await expect
      .poll(async () => (await request.get(productPath)).text(), { timeout: PUBLISH_BUDGET_MS })
      .toContain(describe);
    expect(Date.now() - started).toBeLessThan(PUBLISH_BUDGET_MS);
  });

  test('a renamed product: the new URL shows it, the old one is refused and answers 404', async ({
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL, 1);
    const oldPath = productPath(goods.title);
    // The old page is cached: the site must drop it, not keep serving it.
    expect((await request.get(oldPath)).status()).toBe(200);

    const title = `Renamed Tool ${Date.now()}`;
    const edit = await publishEdit(request, MOCK_API_URL, 'goods', goods.id, {
      goods_title: title,
    });
    expect(edit.code).toBe(200);
    touched.push(...edit.revalidated, oldPath, productPath(title));
    expect(edit.revalidated).toContain(productPath(title));
    expect(edit.revalidated).not.toContain(oldPath);
    expect(edit.notRevalidated).toContainEqual({ path: oldPath, reason: 'not a page of the site' });
    expect((await request.get(oldPath)).status()).toBe(404);
    const renamed = await request.get(productPath(title));
    expect(renamed.status()).toBe(200);
    expect(await renamed.text()).toContain(title);
  });

  test('an article title edit shows on the article and the blog list within 5 s', async ({
    request,
  }) => {
    const all = await request.get(
      `${MOCK_API_URL}/api/articles/articles_all?category_id=all&page=1`,
    );
    const article = (
      (await all.json()) as { articles_qb_all: { articles_id: number; articles_path: string }[] }
    ).articles_qb_all[0];
    const articlePath = `/blogs/${article.articles_path}`;
    expect((await request.get(articlePath)).status()).toBe(200);

    const title = `A published title ${Date.now()}`;
    const started = Date.now();
    const edit = await publishEdit(request, MOCK_API_URL, 'articles', article.articles_id, {
      articles_title: title,
    });
    expect(edit.code).toBe(200);
    touched.push(...edit.revalidated);
    expect(edit.revalidated).toEqual(expect.arrayContaining([articlePath, '/blogs']));
    for (const path of [articlePath, '/blogs']) {
      await expect
        .poll(async () => (await request.get(path)).text(), { timeout: PUBLISH_BUDGET_MS })
        .toContain(title);
    }
    expect(Date.now() - started).toBeLessThan(PUBLISH_BUDGET_MS);
  });
});
