/**
 * The content pages' endpoints: home (/api/home/), about (/api/about/), the blog
 * (/api/articles/), the header's search (/api/search/) and the site settings.
 */
import { z } from 'zod';
import { documentedText, email, MAX_TEXT, page, requiredText, text } from './fields';
import {
  apiAdvertisement,
  apiCategoryFields,
  apiConfigItem,
  apiGoods,
  apiSiteSettings,
} from './catalogue';
import { apiPage, bareEnvelope, envelope, operations } from './operation';
import { EXAMPLE_ARTICLE, EXAMPLE_CONFIG, EXAMPLE_GOODS } from './examples';

export const SUBSCRIBE_EMAIL_MSG = 'Please enter valid email address!';
export const SEARCH_KEYWORDS_MSG = 'Please enter keywords';
export const SEARCH_TYPE_MSG = 'Please select type';

const int = () => z.number().int();
/**
 * `configsName`: the page group whose config blocks to answer. The vendor documents one group
 * a call (`home` for homeList, `about` for aboutList): the other groups are the mock's.
 */
const configsName = (documented: string) =>
  documentedText('configsName', 50, [documented]).meta({
    description: `The page group whose config blocks to answer (\`${documented}\` when absent).`,
  });

/** The mock's other config groups: read in the default mode, refused in strict mode. */
const otherConfigGroups = (documented: string) =>
  ({
    field: 'configsName',
    does:
      `Also answers the mock's other groups of config blocks (\`site\`: 33-35, and each ` +
      `page's own, e.g. \`corporate-purchase\`); strict mode answers a value other than ` +
      `\`${documented}\` with code 400.`,
    documentedField: true,
  }) as const;

export const apiArticle = z
  .object({
    articles_id: int(),
    category_id: int().meta({ description: 'The blog category (71-74).' }),
    articles_title: z.string(),
    articles_path: z
      .string()
      .meta({ description: 'URL segment: the article lives at /blogs/{articles_path}.' }),
    articles_picture: z.string(),
    articles_describe: z.string(),
    articles_author: z.string(),
    articles_addtime: z.string().meta({ description: '`yyyy-MM-dd HH:mm:ss`.' }),
    articles_details: z
      .string()
      .meta({ description: 'HTML with h2/h3 headings (the site builds the table of contents).' }),
    articles_seo_title: z.string(),
    articles_seo_keywords: z.string(),
    articles_seo_description: z.string(),
    goods_id: int().meta({ description: 'The linked product, 0 for none.' }),
  })
  .meta({ id: 'ApiArticle' });

export const apiSearchArticle = z
  .object({
    article_title: z.string(),
    article_details: z.string().meta({ description: 'HTML.' }),
  })
  .meta({ id: 'ApiSearchArticle' });

const categoryLink = { category_id: int(), category_name: z.string(), category_paths: z.string() };

export const homeListResponse = envelope({
  advertisementList: z.array(apiAdvertisement),
  aboutUsFind: apiConfigItem.nullable(),
  albumCategoryList: z.array(
    z.object({
      ...categoryLink,
      category_album: z.array(z.string()),
      category_introduce: z.string().optional(),
    }),
  ),
  supportList: z.array(
    z.object({
      ...categoryLink,
      category_icon: z.string(),
      category_picture: z.string(),
      category_introduce: z.string(),
    }),
  ),
  tabsCategoryList: z.array(z.object({ ...categoryLink, goodsList: z.array(apiGoods) })),
  configsList: z.array(apiConfigItem),
});
export const aboutListResponse = envelope({ configsList: z.array(apiConfigItem) });
export const siteSettingsResponse = envelope({ site_settings_find: apiSiteSettings });
export const articlesAllResponse = envelope({
  data_page: apiPage,
  category_all: z
    .array(z.object(categoryLink))
    .meta({ description: 'The blog categories (news, product guides, reviews, advice).' }),
  articles_zx_all: z.array(apiArticle).meta({
    description: 'Recommended articles of the category (all when none), newest first, at most 4.',
  }),
  articles_qb_all: z.array(apiArticle).meta({ description: 'The page of articles, newest first.' }),
  category_find: apiCategoryFields.meta({
    description: 'The selected blog category, or the blogs root (without children).',
  }),
  configs_all: z.array(apiConfigItem).meta({
    description:
      'The site-wide config blocks the shell reads: 33 the mailing-list popup, 34 the top ' +
      'box, 35 the right box (the blog pages show none of their own).',
  }),
});
export const articlesDetailsResponse = envelope({
  articles_find: apiArticle,
  goods_find: apiGoods.nullable(),
  articles_xg_all: z.array(apiArticle).meta({
    description: 'Up to 4 related articles, same category first, never the article itself.',
  }),
});
export const globalSearchGoodsResponse = envelope({ data: z.array(apiGoods) });
export const globalSearchArticlesResponse = envelope({ data: z.array(apiSearchArticle) });
export const globalSearchResponse = z
  .union([globalSearchGoodsResponse, globalSearchArticlesResponse])
  .meta({ description: '`data` holds goods records for `goods`, articles for `article`.' });

const ok = { code: 200, msg: 'success' } as const;

export const HOME_OPERATIONS = operations({
  homeList: {
    summary: 'Home: banners, about block, albums, support grid, goods tabs and config blocks',
    query: z.object({ configsName: configsName('home').default('home') }),
    response: homeListResponse,
    codes: [400],
    mockExtensions: [otherConfigGroups('home')],
    example: {
      query: { configsName: 'home' },
      response: {
        ...ok,
        advertisementList: [
          {
            advertisement_id: 1,
            advertisement_name: 'AD900 Pro Scan Tool',
            advertisement_introduce: 'Dealer-level diagnostics with bidirectional control.',
            advertisement_picture: '/uploads/banners/home-ad900-pro-scan-tool.jpg',
            advertisement_url: '/products/AD900-Pro-Scan-Tool',
          },
        ],
        aboutUsFind: { ...EXAMPLE_CONFIG, configs_id: 32, configs_path: '/about-us' },
        albumCategoryList: [],
        supportList: [],
        tabsCategoryList: [
          {
            category_id: 21,
            category_name: 'Automotive Diagnostic Tool',
            category_paths: '/products/automotive-diagnostic-tool',
            goodsList: [EXAMPLE_GOODS],
          },
        ],
        configsList: [],
      },
    },
  },
  emailAdd: {
    summary: 'Subscribe an e-mail address to the mailing list',
    description: 'Answers alike whether the address was on the list or not.',
    body: z.object({ eAccount: email('eAccount', SUBSCRIBE_EMAIL_MSG) }),
    response: bareEnvelope,
    codes: [400, 429, 503],
    example: {
      body: { eAccount: 'reader@example.com' },
      response: { code: 200, msg: 'Thank you for subscribing!' },
    },
  },
});

export const ABOUT_OPERATIONS = operations({
  aboutList: {
    summary: 'The config blocks of a page group (the about page by default)',
    query: z.object({ configsName: configsName('about').optional() }),
    response: aboutListResponse,
    codes: [400, 404],
    mockExtensions: [otherConfigGroups('about')],
    example: {
      query: { configsName: 'about' },
      response: { ...ok, configsList: [EXAMPLE_CONFIG] },
    },
  },
});

export const SITE_SETTINGS_OPERATIONS = operations({
  siteSettingsFind: {
    summary: 'The site’s title, logo, sign-in picture, contact and store HTML',
    response: siteSettingsResponse,
    example: {
      response: {
        ...ok,
        site_settings_find: {
          site_settings_title: 'Diagtools',
          site_settings_picture: '/uploads/site/logo.svg',
          site_settings_loginpicture: '/uploads/site/login.jpg',
          site_settings_contact: '<p><strong>Diagtools Inc.</strong></p>',
          site_settings_store: '<p>Buy from our official stores.</p>',
        },
      },
    },
  },
});

export const ARTICLES_OPERATIONS = operations({
  articlesAll: {
    summary: 'A page of blog articles (a category or all, a keyword), newest first, 9 per page',
    query: z.object({
      category_id: text('category_id', 20)
        .refine(
          (value) => /^\s*(all|\d+)\s*$/i.test(value),
          'category_id must be a category id or all',
        )
        .optional()
        .meta({ description: 'A blog category’s id, or `all` (the default).' }),
      articlesKeyword: text('articlesKeyword')
        .optional()
        .meta({ description: 'Found in the title or the description, any case.' }),
      page: page(),
    }),
    response: articlesAllResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 'all', page: 1 },
      response: {
        ...ok,
        data_page: { currentPage: 1, listRows: 9, total: 1 },
        category_all: [{ category_id: 71, category_name: 'News', category_paths: '/blogs/news' }],
        articles_zx_all: [EXAMPLE_ARTICLE],
        articles_qb_all: [EXAMPLE_ARTICLE],
        category_find: {
          category_id: 7,
          category_parent_id: 0,
          category_name: 'Blogs',
          category_paths: '/blogs',
          category_component: 'BlogsPage',
          category_label: 'Blogs',
          category_seo_title: 'Blogs | Diagtools',
          category_seo_keywords: 'blogs, Diagtools',
          category_seo_description: 'News, product guides, reviews and advice.',
          category_picture: '/uploads/categories/blogs.jpg',
          category_url: '/blogs',
          category_details: '',
          category_introduce: 'News, product guides, reviews and advice.',
          category_icon: '',
          category_album: [],
        },
        configs_all: [],
      },
    },
  },
  articlesDetails: {
    summary: 'One article by its path, its linked product and up to 4 related articles',
    query: z.object({
      articles_path: requiredText('articles_path', 'articles_path is required'),
    }),
    response: articlesDetailsResponse,
    codes: [400, 404],
    example: {
      query: { articles_path: EXAMPLE_ARTICLE.articles_path },
      response: { ...ok, articles_find: EXAMPLE_ARTICLE, goods_find: null, articles_xg_all: [] },
    },
  },
});

export const SEARCH_OPERATIONS = operations({
  globalSearch: {
    summary: 'Goods or articles whose text holds the keywords',
    description:
      '`searchTypeName` `goods` answers goods records; `article` answers `{article_title, article_details}` items, title matches first.',
    query: z.object({
      searchTypeName: documentedText(
        'searchTypeName',
        MAX_TEXT,
        ['goods', 'article'],
        SEARCH_TYPE_MSG,
      )
        .optional()
        .meta({ description: '`goods` or `article`; other values are refused.' }),
      searchKeywordsName: text('searchKeywordsName')
        .optional()
        .meta({ description: 'Required in effect: a blank keyword is refused.' }),
    }),
    response: globalSearchResponse,
    codes: [400],
    example: {
      query: { searchTypeName: 'article', searchKeywordsName: 'tablet' },
      response: {
        ...ok,
        data: [
          {
            article_title: EXAMPLE_ARTICLE.articles_title,
            article_details: EXAMPLE_ARTICLE.articles_details,
          },
        ],
      },
    },
    mockExtensions: [
      { field: 'articles_path', does: 'Each article found also carries its `articles_path`.' },
      {
        field: 'searchTypeName',
        does: 'Also reads the type in any case (`Goods`); strict mode refuses it (400).',
        documentedField: true,
      },
    ],
  },
});
