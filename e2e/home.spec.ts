import { expect, MOCK_API_URL, test } from './fixtures';

interface Envelope {
  code: number;
}

test.describe('home page', () => {
  test('shows the banner, the intro block and the product tabs', async ({ page, request }) => {
    const home = (await (
      await request.get(`${MOCK_API_URL}/api/home/homeList?configsName=home`)
    ).json()) as Envelope & {
      advertisementList: { advertisement_name: string }[];
      tabsCategoryList: { category_name: string; goodsList: { goods_title: string }[] }[];
    };
    expect(home.code).toBe(200);
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Banners' });
    // The banner's name is HTML text over its picture (the pictures carry no text).
    await expect(
      banners.getByText(home.advertisementList[0].advertisement_name, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Introduction' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Contact' }).getByRole('link')).toHaveCount(4);

    const [first, second] = home.tabsCategoryList.filter((tab) => tab.goodsList.length > 0);
    await expect(
      page.getByRole('region', { name: `${first.category_name} products` }),
    ).toContainText(first.goodsList[0].goods_title);
    await page.getByRole('tab', { name: second.category_name }).click();
    await expect(
      page.getByRole('region', { name: `${second.category_name} products` }),
    ).toContainText(second.goodsList[0].goods_title);
    await expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible();
  });

  test('captions the albums from their records and gives a linked banner one button', async ({
    page,
    request,
  }) => {
    const home = (await (
      await request.get(`${MOCK_API_URL}/api/home/homeList?configsName=home`)
    ).json()) as Envelope & {
      advertisementList: { advertisement_name: string; advertisement_url: string }[];
      albumCategoryList: { category_name: string; category_introduce: string }[];
    };
    await page.goto('/');
    const albums = page.getByRole('region', { name: 'Albums' });
    expect(home.albumCategoryList.length).toBeGreaterThan(0);
    for (const album of home.albumCategoryList) {
      const article = albums.getByRole('article', { name: album.category_name });
      await expect(article.getByText(album.category_introduce, { exact: true })).toBeAttached();
    }
    const first = home.albumCategoryList[0];
    await expect(
      albums
        .getByRole('article', { name: first.category_name })
        .getByText(first.category_introduce, { exact: true }),
    ).toBeVisible();

    const linked = home.advertisementList.filter((ad) => ad.advertisement_url);
    expect(linked.length).toBeGreaterThan(0);
    const banners = page.getByRole('region', { name: 'Banners' });
    // One link per linked slide: its button, to the record's link; the slide itself is no link.
    await expect(banners.getByRole('link')).toHaveCount(linked.length);
    const ad = home.advertisementList[0];
    if (ad.advertisement_url) {
      const button = banners.getByRole('link', { name: new RegExp(`: ${ad.advertisement_name}$`) });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', ad.advertisement_url);
      await expect(button).toHaveText(/^(Shop now|Learn more)$/);
    }
  });
});

test.describe('home page: what comes later', () => {
  test('the album pictures are drawn as their album nears the window, in slots of their size', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The server's HTML has the slots, not the pictures' srcsets.
    expect(html).toContain('data-picture-slot');
    expect(html).not.toMatch(/<img[^>]*alt="[^"]*, picture 1 of/);
    await page.goto('/');
    const albums = page.getByRole('region', { name: 'Albums' }).getByRole('article');
    const last = albums.last();
    const carousel = last.getByRole('region', { name: / pictures$/ });
    // Far below the first screen: still the slots.
    await expect(carousel.locator('[data-picture-slot]').first()).toBeAttached();
    const slot = await carousel.locator('[data-picture-slot]').first().boundingBox();
    await last.scrollIntoViewIfNeeded();
    const picture = carousel.getByRole('img').first();
    await expect(picture).toHaveAttribute('srcset', /\d+w/);
    await expect(carousel.locator('[data-picture-slot]')).toHaveCount(0);
    // The picture takes the slot's place and size: nothing under it moves.
    await expect
      .poll(async () => {
        const box = await picture.boundingBox();
        return box && slot ? [Math.round(box.width), Math.round(box.height)] : null;
      })
      .toEqual([Math.round(slot!.width), Math.round(slot!.height)]);
  });

  test("the first tab's goods are in the HTML; another tab's come with one homeList call", async ({
    page,
    request,
  }) => {
    const home = (await (
      await request.get(`${MOCK_API_URL}/api/home/homeList?configsName=home`)
    ).json()) as {
      tabsCategoryList: { category_name: string; goodsList: { goods_title: string }[] }[];
    };
    const [first, second] = home.tabsCategoryList;
    const html = await (await request.get('/')).text();
    expect(html).toContain(first.goodsList[0].goods_title);
    expect(html).not.toContain(second.goodsList[0].goods_title);

    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/home/homeList')) calls.push(req.url());
    });
    await page.goto('/');
    const tab = page.getByRole('tab', { name: second.category_name });
    // Pointing at the tabs asks for the goods (if the section has hydrated); the click selects.
    await tab.hover();
    await tab.click();
    await expect(
      page.getByRole('region', { name: `${second.category_name} products` }),
    ).toContainText(second.goodsList[0].goods_title);
    await page.getByRole('tab', { name: first.category_name }).click();
    await expect(
      page.getByRole('region', { name: `${first.category_name} products` }),
    ).toContainText(first.goodsList[0].goods_title);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]).searchParams.get('configsName')).toBe('home');
  });
});

test.describe('about us page', () => {
  test('shows the config sections', async ({ page }) => {
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27]) {
      await expect(page.locator(`[data-config-id="${id}"]`).first()).toBeAttached();
    }
    await expect(
      page.getByRole('region', { name: 'Facts and figures' }).getByRole('listitem'),
    ).toHaveCount(3);
  });
});

test.describe('function stock page', () => {
  test('the sample grid is in the static HTML', async ({ request }) => {
    const html = await (await request.get('/function-stock')).text();
    expect(html).toContain('Buy Now');
    expect(html).toContain('Most Popular');
    expect(html).toContain('$999.00');
  });

  test('filters change the sample grid with no call, and the like toggle answers', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/FunctionStock/')) calls.push(request.url());
    });
    await page.goto('/function-stock');
    const grid = page.getByRole('list', { name: 'Functions' });
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    const headings = grid.getByRole('heading');

    await page.getByRole('button', { name: 'Point Card', exact: true }).click();
    // Most Popular first: the most sample likes.
    await expect(headings).toHaveText([
      'Ford 100 Point Card',
      'Audi 500 Point Card',
      'Volkswagen Battery Registration Points',
    ]);

    await page.getByRole('button', { name: 'S-Z' }).click();
    await page.getByRole('button', { name: 'Volkswagen', exact: true }).click();
    await expect(headings).toHaveText(['Volkswagen Battery Registration Points']);

    await page.getByRole('button', { name: 'All Brands' }).click();
    await page.getByRole('button', { name: 'Point Card', exact: true }).click();
    await page.getByRole('textbox', { name: 'Keyword' }).fill('coding');
    await page.getByRole('textbox', { name: 'Keyword' }).press('Enter');
    // The keyword finds a title and a summary ("online coding").
    await expect(headings).toHaveText(['Ford Injector Coding', 'Audi 500 Point Card']);

    await page.getByRole('button', { name: 'Most Recent' }).click();
    await expect(page.getByRole('button', { name: 'Most Recent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(headings).toHaveText(['Audi 500 Point Card', 'Ford Injector Coding']);

    const like = grid.getByRole('button', { name: 'Like Ford Injector Coding', exact: true });
    await like.click();
    await expect(page.getByRole('status').filter({ hasText: /^Liked$/ })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(page.getByRole('status').filter({ hasText: /^Unliked$/ })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual([]);
  });

  test('a like is kept in this browser, with no call, and shows again after a reload', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/function_like')) calls.push(request.url());
    });
    await page.goto('/function-stock');
    const like = page.getByRole('button', { name: /^Like / }).first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual([]);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Like / }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
