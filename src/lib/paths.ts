/** Every internal link of the site, built in one place (CONTRACT.md, "Routes"). */
import { goodsSlug } from './format';

export const paths = {
  home: () => '/',
  login: () => '/login',
  statement: () => '/statement',
  serviceCenter: () => '/service-center',
  faqs: () => '/support/faqs',
  trainingCenter: () => '/support/training-center',
  contactUs: () => '/contact-us',
  products: () => '/products',
  product: (goodsTitle: string) => `/products/${encodeURIComponent(goodsSlug(goodsTitle))}`,
  blogs: () => '/blogs',
  article: (articlesPath: string) => `/blogs/${encodeURIComponent(articlesPath)}`,
  search: (type: SearchType, keywords: string) =>
    `/search?${new URLSearchParams({ type, keywords }).toString()}`,
  personalCenter: () => '/personal-center/user-info',
} as const;

export type SearchType = 'goods' | 'article';
