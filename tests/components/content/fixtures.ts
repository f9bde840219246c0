/** Small builders of blog data for the content component tests. */
import type { ApiArticle, ArticlesAllResponse } from '@/contract/api-types';
import type { ArticleCardData, BlogsPageProps } from '@/features/content/types';

export function apiArticle(id: number, overrides: Partial<ApiArticle> = {}): ApiArticle {
  return {
    articles_id: id,
    category_id: 71,
    articles_title: `Article ${id}`,
    articles_path: `article-${id}`,
    articles_picture: `/uploads/articles/article-${id}.svg`,
    articles_describe: `Summary of article ${id}`,
    articles_author: `Author ${id}`,
    articles_addtime: '2026-05-01 10:00:00',
    articles_details: `<h2>Heading ${id}</h2><p>Body</p>`,
    articles_seo_title: '',
    articles_seo_keywords: '',
    articles_seo_description: '',
    goods_id: 0,
    ...overrides,
  };
}

export function card(id: number): ArticleCardData {
  return {
    id,
    title: `Article ${id}`,
    href: `/blogs/article-${id}`,
    picture: '',
    describe: `Summary of article ${id}`,
    author: `Author ${id}`,
    date: '2026-05-01 10:00:00',
  };
}

export function articlesAllResponse(ids: number[], page: number, total = 12): ArticlesAllResponse {
  return {
    code: 200,
    msg: 'Success',
    data_page: { currentPage: page, listRows: 9, total },
    category_all: [],
    articles_zx_all: [],
    articles_qb_all: ids.map((id) => apiArticle(id)),
    category_find: {} as ArticlesAllResponse['category_find'],
    configs_all: [],
  };
}

export function blogsProps(overrides: Partial<BlogsPageProps> = {}): BlogsPageProps {
  return {
    name: 'Blogs',
    introduce: 'News and advice',
    banner: '',
    categoryId: 7,
    path: '/blogs',
    rootPath: '/blogs',
    categories: [
      { id: 71, name: 'News', path: '/blogs/news' },
      { id: 72, name: 'Product Guides', path: '/blogs/product-guides' },
      { id: 73, name: 'Reviews', path: '/blogs/reviews' },
      { id: 74, name: 'Advice', path: '/blogs/advice' },
    ],
    recommended: [card(100)],
    initial: {
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(card),
      currentPage: 1,
      pageSize: 9,
      total: 12,
    },
    ...overrides,
  };
}
