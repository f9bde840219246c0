/**
 * The catalogue's payloads that several folders answer (goods, categories, config blocks,
 * banners, site settings, social media), as the API spells them. The site's types of them
 * (../api-types.ts) are inferred from these schemas.
 */
import { z } from 'zod';

const int = () => z.number().int();

export const apiGoodsLink = z
  .object({
    goods_links_name: z.string(),
    goods_links_address: z.string(),
    goods_links_picture: z.string(),
  })
  .meta({ id: 'ApiGoodsLink' });

export const apiGoods = z
  .object({
    goods_id: int(),
    category_id: int(),
    goods_title: z.string(),
    goods_picture: z.string(),
    goods_additional_picture: z.string(),
    goods_tag_id: int().meta({
      description: '1 none, 2 new, 3 hot, 5 a third badge in the header menu cards.',
    }),
    goods_album: z.array(z.string()).meta({ description: 'Picture URLs.' }),
    goods_video: z.array(z.string()).meta({ description: 'Video URLs.' }),
    goods_banner_picture: z.string(),
    goods_describe: z.string(),
    goods_details: z.string().meta({ description: 'HTML.' }),
    goods_comparison_picture: z.string(),
    goods_seo_title: z.string(),
    goods_seo_keywords: z.string(),
    goods_seo_description: z.string(),
    goods_selling_price: z.number(),
    goods_crossed_price: z.number(),
    goods_recommend_id: int().meta({ description: '1: recommended.' }),
    goods_status_id: int().meta({ description: '1: on sale.' }),
    goods_links_all: z.array(apiGoodsLink),
    goods_accessory_all: z.array(
      z.object({ goods_accessory_name: z.string(), goods_accessory_picture: z.string() }),
    ),
    goods_details_all: z.array(
      z.object({
        goods_details_name: z.string(),
        goods_details_content: z.string(),
        goods_details_picture: z.string(),
      }),
    ),
    goods_specifications_all: z.array(
      z.object({
        goods_specifications_name: z.string(),
        goods_specifications_details: z.string(),
      }),
    ),
    goods_problem_all: z.array(
      z.object({ goods_problem_name: z.string(), goods_problem_details: z.string() }),
    ),
  })
  .meta({ id: 'ApiGoods' });

/** A category's own fields (without its children). */
export const apiCategoryFields = z
  .object({
    category_id: int(),
    category_parent_id: int().meta({ description: '0 for a top-level category.' }),
    category_name: z.string(),
    category_paths: z
      .string()
      .meta({ description: 'Absolute site path, e.g. `/products/code-reader`.' }),
    category_component: z.string().meta({
      description: 'The page component that renders the category, e.g. `ProductPage`.',
    }),
    category_label: z.string(),
    category_seo_title: z.string(),
    category_seo_keywords: z.string(),
    category_seo_description: z.string(),
    category_picture: z.string(),
    category_url: z.string(),
    category_details: z.string().meta({ description: 'HTML.' }),
    category_introduce: z.string(),
    category_icon: z.string(),
    category_album: z.array(z.string()),
    goods_all: z.array(apiGoods).optional(),
  })
  .meta({ id: 'ApiCategoryFields' });

/** A category with its children, nested. */
export const apiCategory = apiCategoryFields
  .extend({
    get children(): z.ZodArray<typeof apiCategory> {
      return z.array(apiCategory);
    },
  })
  .meta({ id: 'ApiCategory' });

export const apiConfigItem = z
  .object({
    configs_id: int(),
    configs_title: z.string(),
    configs_subtitle: z.string(),
    configs_content: z.string().meta({ description: 'HTML.' }),
    configs_picture: z.string(),
    configs_path: z.string(),
    configs_show_id: int().meta({ description: '1 means visible.' }),
  })
  .meta({ id: 'ApiConfigItem' });

export const apiAdvertisement = z
  .object({
    advertisement_id: int(),
    advertisement_name: z.string(),
    advertisement_introduce: z.string(),
    advertisement_picture: z.string(),
    advertisement_url: z.string(),
  })
  .meta({ id: 'ApiAdvertisement' });

export const apiSiteSettings = z
  .object({
    site_settings_title: z.string(),
    site_settings_picture: z.string().meta({ description: 'The logo.' }),
    site_settings_loginpicture: z.string(),
    site_settings_contact: z.string().meta({ description: 'HTML.' }),
    site_settings_store: z.string().meta({ description: 'HTML.' }),
  })
  .meta({ id: 'ApiSiteSettings' });

export const apiSocialMedia = z
  .object({
    social_media_id: int(),
    social_media_name: z.string(),
    social_media_link: z.string(),
    social_media_picture: z.string(),
  })
  .meta({ id: 'ApiSocialMedia' });
