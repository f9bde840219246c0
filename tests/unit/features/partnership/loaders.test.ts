import { getDistributorPage } from '@/features/partnership/distributor/api/get-distributor';
import { externalUrl } from '@/features/partnership/distributor/external-url';
import { getInventersTestersPage } from '@/features/partnership/inventers-testers/api/get-inventers-testers';
import { getUfluencerPage } from '@/features/partnership/ufluencer/api/get-ufluencer';
import { ApiError } from '@/lib/api-client';
import type { ApiCategory, ApiConfigItem, ApiGoods } from '@/contract/api-types';
import { callsTo, mockFetch } from '../../../mocks/fetch';
import { UFLUENCER_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/ufluencer-program';
import { BECOME_DISTRIBUTOR_ENDPOINTS } from '@/contract/vendor-endpoints/become-distributor';
import { INVENTERS_TESTERS_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/inventers-testers-program';

const category = {
  category_id: 7,
  category_name: 'Tree name',
  category_introduce: 'Tree introduction',
  category_picture: '/uploads/tree.png',
} as ApiCategory;

const categoryFind = {
  category_id: 7,
  category_name: 'Become a Distributor',
  category_introduce: 'Grow with us',
  category_picture: '/uploads/banner.png',
};

function config(id: number, overrides: Partial<ApiConfigItem> = {}): ApiConfigItem {
  return {
    configs_id: id,
    configs_title: `Title ${id}`,
    configs_subtitle: `Subtitle ${id}`,
    configs_content: `<p>Text ${id}</p>`,
    configs_picture: `/uploads/config-${id}.png`,
    configs_path: '',
    configs_show_id: 1,
    ...overrides,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => config(from + i));

const ids = (blocks: { id: number }[]) => blocks.map((b) => b.id);

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('getDistributorPage', () => {
  const answer = {
    code: 200,
    msg: 'ok',
    category_find: categoryFind,
    region_all: [
      { region_id: 1, region_name: 'Europe' },
      { region_id: 2, region_name: 'Asia' },
      { region_id: 3, region_name: 'Europe' },
    ],
    business_all: [
      {
        business_id: 1,
        business_name: 'AutoParts GmbH',
        business_url: 'https://autoparts.example.de',
        business_album: '/uploads/partner-1.png',
        country_name: 'Germany',
        business_cooperatetime: 'Since 2019',
      },
      {
        business_id: 2,
        business_name: 'Sneaky Ltd',
        business_url: 'javascript:alert(1)',
        business_album: '',
        country_name: 'France',
        business_cooperatetime: 'Since 2021',
      },
    ],
    configs_all: [
      ...range(54, 67).map((c) => {
        if (c.configs_id === 60) return { ...c, configs_show_id: 2 };
        if (c.configs_id === 56) {
          return { ...c, configs_content: '<p onclick="x()">Safe<script>alert(1)</script></p>' };
        }
        return c;
      }),
      // Another page's block.
      config(99),
    ],
  };

  it('picks every block by its id, drops hidden and missing ones, and sanitizes', async () => {
    const fetchMock = mockFetch({
      [BECOME_DISTRIBUTOR_ENDPOINTS.becomeDistributorAll.path]: answer,
    });
    const props = await getDistributorPage(category);
    if (!props) throw new Error('no props');

    expect(callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.becomeDistributorAll.path)).toHaveLength(
      1,
    );
    expect(props.header).toEqual({
      name: 'Become a Distributor',
      introduce: 'Grow with us',
      banner: 'http://localhost:4000/uploads/banner.png',
    });
    expect(props.featuresTitle).toMatchObject({ id: 54, title: 'Title 54' });
    expect(ids(props.features)).toEqual([55, 56, 57]);
    expect(props.features[1].html).toBe('<p>Safe</p>');
    expect(props.iconsTitle?.id).toBe(58);
    // 60 is hidden.
    expect(ids(props.icons)).toEqual([59, 61, 62]);
    expect(props.formIntro).toMatchObject({ id: 63, title: 'Title 63', subtitle: 'Subtitle 63' });
    expect(ids(props.sidePanel)).toEqual([64, 65, 66, 67]);
    // 68 is missing.
    expect(props.codeImage).toBeNull();
    expect(props.features[0].picture).toBe('http://localhost:4000/uploads/config-55.png');
    expect(props.regions).toEqual(['Europe', 'Asia']);
    expect(props.partners).toEqual([
      {
        id: 1,
        name: 'AutoParts GmbH',
        url: 'https://autoparts.example.de/',
        picture: 'http://localhost:4000/uploads/partner-1.png',
        country: 'Germany',
        cooperationTime: 'Since 2019',
      },
      {
        id: 2,
        name: 'Sneaky Ltd',
        url: '',
        picture: '',
        country: 'France',
        cooperationTime: 'Since 2021',
      },
    ]);
  });

  it('throws on a non-200 answer (no fake page)', async () => {
    mockFetch({
      [BECOME_DISTRIBUTOR_ENDPOINTS.becomeDistributorAll.path]: { code: 500, msg: 'Database down' },
    });
    await expect(getDistributorPage(category)).rejects.toThrow(ApiError);
  });

  it('throws when the API does not answer', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(getDistributorPage(category)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('externalUrl', () => {
  it('keeps http and https addresses, adds https to a bare host, drops the rest', () => {
    expect(externalUrl('http://dealer.example.com/x')).toBe('http://dealer.example.com/x');
    expect(externalUrl('www.dealer.example.com')).toBe('https://www.dealer.example.com/');
    expect(externalUrl('javascript:alert(1)')).toBe('');
    expect(externalUrl('data:text/html,hi')).toBe('');
    expect(externalUrl('not a url')).toBe('');
    expect(externalUrl('')).toBe('');
  });
});

describe('getUfluencerPage', () => {
  it('picks 79-84 by id, drops hidden ones, sanitizes the FAQs', async () => {
    mockFetch({
      [UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramAll.path]: {
        code: 200,
        msg: 'ok',
        category_find: {
          ...categoryFind,
          category_name: 'Ufluencer Program',
          category_picture: '',
        },
        configs_all: [
          config(79),
          config(80),
          config(82),
          config(83, { configs_show_id: 2 }),
          config(84),
        ],
        article_all: [
          {
            article_id: 1,
            article_title: 'Who can join?',
            article_details: '<p>Anyone<img src="x" onerror="alert(1)"></p><script>bad()</script>',
          },
          { article_id: 2, article_title: '  ', article_details: '<p>No question</p>' },
        ],
      },
    });
    const props = await getUfluencerPage(category);
    if (!props) throw new Error('no props');
    // An empty picture of category_find falls back to the tree's category.
    expect(props.header).toEqual({
      name: 'Ufluencer Program',
      introduce: 'Grow with us',
      banner: 'http://localhost:4000/uploads/tree.png',
    });
    expect(props.signUp?.id).toBe(79);
    expect(props.pictureBlock?.id).toBe(80);
    expect(props.background).toBeNull();
    expect(ids(props.features)).toEqual([82, 84]);
    expect(props.faqs).toHaveLength(1);
    expect(props.faqs[0].question).toBe('Who can join?');
    expect(props.faqs[0].answerHtml).not.toMatch(/onerror|script|bad\(\)/);
    expect(props.faqs[0].answerHtml).toContain('Anyone');
  });

  it('throws on a non-200 answer', async () => {
    mockFetch({
      [UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramAll.path]: { code: 40004, msg: 'Gone' },
    });
    await expect(getUfluencerPage(category)).rejects.toMatchObject({
      kind: 'business',
      code: 40004,
      message: 'Gone',
    });
  });
});

describe('getInventersTestersPage', () => {
  const goods = (id: number, title: string) =>
    ({
      goods_id: id,
      goods_title: title,
      goods_picture: `/uploads/g${id}.png`,
      goods_tag_id: 1,
    }) as ApiGoods;

  it('picks 69-78 by id and links every product to its hyphenated title', async () => {
    mockFetch({
      [INVENTERS_TESTERS_PROGRAM_ENDPOINTS.inventersTestersProgramAll.path]: {
        code: 200,
        msg: 'ok',
        category_find: categoryFind,
        configs_all: [
          config(69, {
            configs_content: '<p>Intro<iframe src="https://evil.example"></iframe></p>',
          }),
          config(70),
          ...range(71, 74),
          config(75),
          config(76, { configs_show_id: 2 }),
          config(77),
          config(78),
        ],
        goods_all: [goods(1, 'Scan Pro 5000'), goods(2, 'TPMS  Tool X'), goods(3, '')],
      },
    });
    const props = await getInventersTestersPage(category);
    if (!props) throw new Error('no props');
    expect(props.intro?.id).toBe(69);
    expect(props.intro?.html).toBe('<p>Intro</p>');
    expect(props.benefits?.id).toBe(70);
    expect(ids(props.benefitsList)).toEqual([71, 72, 73, 74]);
    expect(ids(props.cards)).toEqual([75, 77, 78]);
    expect(props.products.map((p) => [p.title, p.href, p.picture])).toEqual([
      ['Scan Pro 5000', '/products/Scan-Pro-5000', 'http://localhost:4000/uploads/g1.png'],
      ['TPMS  Tool X', '/products/TPMS-Tool-X', 'http://localhost:4000/uploads/g2.png'],
    ]);
  });

  it('throws on a non-200 answer', async () => {
    mockFetch({
      [INVENTERS_TESTERS_PROGRAM_ENDPOINTS.inventersTestersProgramAll.path]: {
        code: 500,
        msg: 'Down',
      },
    });
    await expect(getInventersTestersPage(category)).rejects.toThrow('Down');
  });
});
