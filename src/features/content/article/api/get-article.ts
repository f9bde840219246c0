/**
 * The article detail (/blogs/{articles_path}): sanitized body with
 * a table of contents, the linked product, related articles, SEO and JSON-LD. Server only.
 */
import { callApi, nullIfRefused } from '@/lib/api-client';
import { flattenTree } from '@/lib/category-tree';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';
import { buildSeo, canonicalUrl, type SeoFields } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { buildToc } from '@/features/content/article/toc';
import type { ArticleProps } from '@/features/content/types';
import { toArticleCard } from '@/features/content/api/articles-list';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

/** Related articles shown under an article. */
export const RELATED_ARTICLES_MAX = 4;

export interface ArticlePage {
  props: ArticleProps;
  seo: SeoFields;
  structuredData: object[];
}

/** Null for an unknown article (a 404); an API that is down or failing throws. */
export async function getArticle(articlesPath: string): Promise<ArticlePage | null> {
  const response = await nullIfRefused(
    callApi(ARTICLES_ENDPOINTS.articlesDetails, {
      query: { articles_path: articlesPath },
      token: null,
    }),
  );
  if (response === null) return null;
  const article = response.articles_find;
  if (!article) return null;
  const { site, tree } = await getSite();

  const { html, toc } = buildToc(sanitizeHtml(article.articles_details));
  const goods = response.goods_find;
  const path = paths.article(article.articles_path);
  const picture = pictureUrl(article.articles_picture);
  const props: ArticleProps = {
    id: article.articles_id,
    title: article.articles_title,
    author: article.articles_author ?? '',
    date: article.articles_addtime ?? '',
    picture,
    bodyHtml: html,
    toc,
    product: goods
      ? {
          title: goods.goods_title,
          href: paths.product(goods.goods_title),
          picture: pictureUrl(goods.goods_picture),
          album: [
            ...new Set([goods.goods_picture, ...(goods.goods_album ?? [])].filter(Boolean)),
          ].map(pictureUrl),
          describeHtml: sanitizeHtml(goods.goods_describe),
          shareUrl: canonicalUrl(paths.product(goods.goods_title)),
          links: (goods.goods_links_all ?? []).map((link) => ({
            name: link.goods_links_name,
            href: link.goods_links_address,
            picture: pictureUrl(link.goods_links_picture),
          })),
        }
      : null,
    related: (response.articles_xg_all ?? [])
      .filter((a) => a.articles_id !== article.articles_id)
      .slice(0, RELATED_ARTICLES_MAX)
      .map(toArticleCard),
  };

  const seo = buildSeo(
    {
      seoTitle: article.articles_seo_title,
      name: article.articles_title,
      seoKeywords: article.articles_seo_keywords,
      seoDescription: article.articles_seo_description || article.articles_describe,
      path,
      image: picture,
      type: 'article',
    },
    site.siteTitle,
  );

  const blogCategory = flattenTree(tree).find(
    ({ category }) => category.category_id === article.category_id,
  )?.category;
  const structuredData: object[] = [
    {
      ...articleJsonLd({
        title: article.articles_title,
        url: path,
        author: article.articles_author || undefined,
        date: article.articles_addtime || undefined,
        image: picture || undefined,
        description: seo.description,
      }),
      publisher: { '@type': 'Organization', name: site.siteTitle },
    },
    breadcrumbJsonLd([
      { name: 'Home', url: paths.home() },
      { name: 'Blogs', url: paths.blogs() },
      ...(blogCategory
        ? [{ name: blogCategory.category_name, url: blogCategory.category_paths }]
        : []),
      { name: article.articles_title, url: path },
    ]),
  ];
  return { props, seo, structuredData };
}
