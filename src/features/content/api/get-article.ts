import type { SeoFields } from '@/lib/seo';
import type { ArticleProps } from '../types';

export interface ArticlePage {
  props: ArticleProps;
  seo: SeoFields;
  structuredData: object[];
}

// Stub until the article detail is built (issue 3): every article is unknown.
export async function getArticle(_articlesPath: string): Promise<ArticlePage | null> {
  return null;
}
