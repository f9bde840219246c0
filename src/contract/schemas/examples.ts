/**
 * Sample records of the fixtures' demo catalogue, shortened, for the operations' examples
 * (the OpenAPI document shows them; nothing reads them as data).
 */
import type { ApiArticle, ApiCategory, ApiConfigItem, ApiGoods } from '../api-types';

export const EXAMPLE_GOODS: ApiGoods = {
  goods_id: 1,
  category_id: 21,
  goods_title: 'AD900 Pro Scan Tool',
  goods_picture: '/uploads/goods/ad900-pro-scan-tool.jpg',
  goods_additional_picture: '/uploads/goods/ad900-pro-scan-tool-alt.jpg',
  goods_tag_id: 3,
  goods_album: ['/uploads/goods/ad900-pro-scan-tool-front.jpg'],
  goods_video: ['/uploads/videos/sample-video.webm'],
  goods_banner_picture: '/uploads/goods/ad900-pro-scan-tool-banner.jpg',
  goods_describe:
    '<p>The <strong>AD900 Pro Scan Tool</strong> is a professional diagnostic scan tool for mobile mechanics.</p>',
  goods_details: '<h3>Full System Diagnosis</h3><p>Reads and clears codes on every module.</p>',
  goods_comparison_picture: '/uploads/goods/ad900-pro-scan-tool-comparison.jpg',
  goods_seo_title: 'AD900 Pro Scan Tool | Diagtools',
  goods_seo_keywords: 'AD900 Pro Scan Tool, AD900, diagnostic scan tool, Diagtools',
  goods_seo_description: 'AD900 Pro Scan Tool: Reads and clears codes on every module.',
  goods_selling_price: 326.99,
  goods_crossed_price: 449.99,
  goods_recommend_id: 1,
  goods_status_id: 1,
  goods_links_all: [
    {
      goods_links_name: 'Amazon',
      goods_links_address: 'https://www.amazon.com/s?k=AD900+Pro+Scan+Tool',
      goods_links_picture: '/uploads/links/amazon.svg',
    },
  ],
  goods_accessory_all: [
    {
      goods_accessory_name: 'Carrying Case',
      goods_accessory_picture: '/uploads/accessories/carrying-case.jpg',
    },
  ],
  goods_details_all: [
    {
      goods_details_name: 'Full System Diagnosis',
      goods_details_content: 'Reads and clears codes on every module.',
      goods_details_picture: '/uploads/goods/ad900-pro-scan-tool-screen.jpg',
    },
  ],
  goods_specifications_all: [
    { goods_specifications_name: 'Screen', goods_specifications_details: '7-inch touch screen' },
  ],
  goods_problem_all: [
    {
      goods_problem_name: 'Does it update?',
      goods_problem_details: 'Free software updates for the life of the tool.',
    },
  ],
};

export const EXAMPLE_CATEGORY: ApiCategory = {
  category_id: 21,
  category_parent_id: 2,
  category_name: 'Automotive Diagnostic Tool',
  category_paths: '/products/automotive-diagnostic-tool',
  category_component: 'ProductPage',
  category_label: 'Products',
  category_seo_title: 'Automotive Diagnostic Tool | Diagtools Vehicle Diagnostic Tools',
  category_seo_keywords: 'automotive diagnostic tool, automotive diagnostics, Diagtools',
  category_seo_description: 'Full-system scan tools with bidirectional control.',
  category_picture: '/uploads/categories/products-automotive-diagnostic-tool.jpg',
  category_url: '/products/automotive-diagnostic-tool',
  category_details: '<p>Full-system scan tools with bidirectional control.</p>',
  category_introduce: 'Full-system scan tools with bidirectional control.',
  category_icon: '/uploads/icons/products-automotive-diagnostic-tool.svg',
  category_album: ['/uploads/categories/products-automotive-diagnostic-tool-album-1.jpg'],
  children: [],
};

export const EXAMPLE_CONFIG: ApiConfigItem = {
  configs_id: 13,
  configs_title: 'About Diagtools',
  configs_subtitle: 'Making vehicle repair faster and easier since 2011',
  configs_content: '',
  configs_picture: '/uploads/configs/config-13.jpg',
  configs_path: '',
  configs_show_id: 1,
};

export const EXAMPLE_ARTICLE: ApiArticle = {
  articles_id: 1,
  category_id: 71,
  articles_title: 'Diagtools Launches the AD1000 Max Diagnostic Tablet',
  articles_path: 'diagtools-launches-the-ad1000-max-diagnostic-tablet',
  articles_picture: '/uploads/articles/diagtools-launches-the-ad1000-max-diagnostic-tablet.jpg',
  articles_describe:
    'Our most capable tablet yet brings online ECU coding to independent workshops.',
  articles_author: 'Diagtools Team',
  articles_addtime: '2024-03-12 09:30:00',
  articles_details:
    '<p>Our most capable tablet yet.</p><h2>What is new</h2><p>A faster processor.</p>',
  articles_seo_title: 'Diagtools Launches the AD1000 Max Diagnostic Tablet',
  articles_seo_keywords: 'AD1000 Max, diagnostic tablet, Diagtools',
  articles_seo_description: 'Our most capable tablet yet.',
  goods_id: 0,
};
