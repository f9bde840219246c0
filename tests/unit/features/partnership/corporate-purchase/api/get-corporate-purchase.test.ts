import { getCorporatePurchasePage } from '@/features/partnership/corporate-purchase/api/get-corporate-purchase';
import { ApiError } from '@/lib/api-client';
import type { ApiCategory, ApiConfigItem } from '@/contract/api-types';
import type { CorporatePurchaseAllResponse } from '@/contract/partnership-api-types';
import { stubFetch } from '../../../../../helpers/fetch-stub';

const ALL_PATH = '/api/CorporatePurchase/corporate_purchase_all';

const CATEGORY = {
  category_id: 60,
  category_name: 'Corporate Purchase',
  category_paths: '/partnership/corporate-purchase',
  category_component: 'CorporatePurchasePage',
  category_picture: '/uploads/tree-banner.svg',
  category_introduce: 'From the tree',
  children: [],
} as unknown as ApiCategory;

function config(id: number, extra: Partial<ApiConfigItem> = {}): ApiConfigItem {
  return {
    configs_id: id,
    configs_title: `Title ${id}`,
    configs_subtitle: `Subtitle ${id}`,
    configs_content: `<p>Content ${id}</p>`,
    configs_picture: `/uploads/config-${id}.svg`,
    configs_path: '',
    configs_show_id: 1,
    ...extra,
  };
}

// Every id the page reads, in a shuffled order, plus ids of other pages.
const CONFIGS: ApiConfigItem[] = [
  53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 54, 9,
].map((id) => config(id));

function answer(
  overrides: Partial<CorporatePurchaseAllResponse> = {},
): CorporatePurchaseAllResponse {
  return {
    code: 200,
    msg: 'Success',
    category_find: {
      category_id: 60,
      category_name: ' Corporate Purchase ',
      category_introduce: ' Buy for your whole team. ',
      category_picture: '/uploads/corporate-banner.svg',
    } as CorporatePurchaseAllResponse['category_find'],
    article_all: [
      {
        article_id: 1,
        article_title: 'Can I mix models?',
        article_details:
          '<p onclick="steal()">Yes.<script>alert(1)</script> <a href="javascript:alert(1)">More</a></p>',
      },
      { article_id: 2, article_title: '  ', article_details: '<p>No question</p>' },
    ],
    purchase_product_all: [
      {
        purchase_product_id: 5,
        purchase_product_title: 'Scanner Pro 7 ',
        purchase_product_picture: '/uploads/p5.svg',
        purchase_product_specifications_all: [
          {
            purchase_product_specifications_quantity: '10-49 units',
            purchase_product_specifications_price: '$279.00',
          },
          {
            purchase_product_specifications_quantity: '',
            purchase_product_specifications_price: '',
          },
          {
            purchase_product_specifications_quantity: '50+ units',
            purchase_product_specifications_price: '$249.00',
          },
        ],
      },
      {
        purchase_product_id: 6,
        purchase_product_title: 'Tester',
        purchase_product_picture: 'https://cdn.example.com/p6.png',
        purchase_product_specifications_all: [],
      },
    ],
    configs_all: CONFIGS,
    ...overrides,
  };
}

const fetchStub = stubFetch();
const respond = (body: object, status?: number) => fetchStub.answer(body, status);

describe('getCorporatePurchasePage', () => {
  it('asks corporate_purchase_all with a GET and no token', async () => {
    respond(answer());
    await getCorporatePurchasePage(CATEGORY);
    const [url, init] = fetchStub.mock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe(ALL_PATH);
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('takes the banner, name and introduction from category_find', async () => {
    respond(answer());
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page).toMatchObject({
      id: 60,
      name: 'Corporate Purchase',
      introduce: 'Buy for your whole team.',
      banner: 'http://localhost:4000/uploads/corporate-banner.svg',
    });
  });

  it('picks each block by its config id, in id order', async () => {
    respond(answer());
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page?.tilesTitle?.id).toBe(36);
    expect(page?.tiles.map((b) => b.id)).toEqual([37, 38, 39, 40, 41, 42]);
    expect(page?.columnsTitle?.id).toBe(43);
    expect(page?.columns.map((b) => b.id)).toEqual([44, 45, 46, 47]);
    expect(page?.productsTitle?.id).toBe(48);
    expect(page?.faqLeadTitle?.id).toBe(49);
    expect(page?.steps).toEqual(
      [50, 51, 52, 53].map((id) => ({
        id,
        title: `Title ${id}`,
        picture: `http://localhost:4000/uploads/config-${id}.svg`,
        html: `<p>Content ${id}</p>`,
      })),
    );
    expect(page?.tiles[0]).toEqual({
      id: 37,
      title: 'Title 37',
      subtitle: 'Subtitle 37',
      html: '<p>Content 37</p>',
      picture: 'http://localhost:4000/uploads/config-37.svg',
      path: '',
    });
  });

  it('drops hidden configs and leaves missing ones out', async () => {
    const configs = CONFIGS.filter((c) => c.configs_id !== 40 && c.configs_id !== 43).map((c) =>
      [38, 48, 51].includes(c.configs_id) ? { ...c, configs_show_id: 2 } : c,
    );
    respond(answer({ configs_all: configs }));
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page?.tiles.map((b) => b.id)).toEqual([37, 39, 41, 42]);
    expect(page?.columnsTitle).toBeNull();
    expect(page?.productsTitle).toBeNull();
    expect(page?.steps.map((s) => s.id)).toEqual([50, 52, 53]);
  });

  it('sanitizes every HTML field', async () => {
    respond(
      answer({
        configs_all: [
          config(37, {
            configs_content:
              '<p style="color:red">Fast<img src=x onerror="alert(1)"></p><script>x()</script>',
          }),
          config(49, {
            configs_content: '<iframe src="https://evil.example.com"></iframe><b>Ask</b>',
          }),
        ],
      }),
    );
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page?.tiles[0].html).toBe('<p>Fast<img src="x" /></p>');
    expect(page?.faqLeadTitle?.html).toBe('<b>Ask</b>');
    const [faq] = page?.faqs ?? [];
    expect(faq.answerHtml).not.toMatch(/script|onclick|javascript/);
    expect(faq.answerHtml).toContain('<p>Yes.');
  });

  it('reshapes products and FAQs, dropping empty entries', async () => {
    respond(answer());
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page?.products).toEqual([
      {
        id: 5,
        title: 'Scanner Pro 7',
        picture: 'http://localhost:4000/uploads/p5.svg',
        prices: [
          { quantity: '10-49 units', price: '$279.00' },
          { quantity: '50+ units', price: '$249.00' },
        ],
      },
      { id: 6, title: 'Tester', picture: 'https://cdn.example.com/p6.png', prices: [] },
    ]);
    expect(page?.faqs.map((f) => f.question)).toEqual(['Can I mix models?']);
  });

  it('tolerates absent lists', async () => {
    respond({ code: 200, msg: 'Success', category_find: answer().category_find });
    const page = await getCorporatePurchasePage(CATEGORY);
    expect(page).toMatchObject({ tiles: [], columns: [], products: [], faqs: [], steps: [] });
    expect(page?.tilesTitle).toBeNull();
  });

  it('throws on a non-200 code, a server error or no answer (ISR keeps the last page)', async () => {
    respond({ code: 400, msg: 'Refused' });
    await expect(getCorporatePurchasePage(CATEGORY)).rejects.toBeInstanceOf(ApiError);
    respond({ code: 500, msg: 'Boom' }, 500);
    await expect(getCorporatePurchasePage(CATEGORY)).rejects.toMatchObject({ kind: 'server' });
    fetchStub.mock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(getCorporatePurchasePage(CATEGORY)).rejects.toMatchObject({ kind: 'network' });
  });

  it('is null (a 404) when the answer has no category', async () => {
    respond(
      answer({ category_find: null as unknown as CorporatePurchaseAllResponse['category_find'] }),
    );
    await expect(getCorporatePurchasePage(CATEGORY)).resolves.toBeNull();
  });
});
