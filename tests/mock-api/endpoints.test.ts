/** Every documented endpoint answers at its method and path; the implemented list is honest. */
import { MOCK_ONLY_ENDPOINTS, VENDOR_ENDPOINT_LIST } from '../../src/contract/endpoints';
import { NOT_IMPLEMENTED_MSG, SPEC_ENDPOINTS } from '../../mock-api/routes/endpoints';
import { IMPLEMENTED_ENDPOINTS } from '../../mock-api/route-table';
import { sharedEnv } from './helpers';

const env = sharedEnv();

const implemented = new Set(IMPLEMENTED_ENDPOINTS.map(([m, p]) => `${m} ${p}`));

it("serves the contract's documented list: 97 endpoints, each once, in the vendor's order", () => {
  const rows = SPEC_ENDPOINTS.map(([m, p]) => `${m} ${p}`);
  expect(rows).toEqual(VENDOR_ENDPOINT_LIST.map(({ method, path }) => `${method} ${path}`));
  expect(rows).toHaveLength(97);
  expect(new Set(rows).size).toBe(rows.length);
  const order = (row: string) => {
    const [method, route] = row.split(' ');
    return `${route.toLowerCase()} ${method}`;
  };
  expect([...rows].sort((a, b) => (order(a) < order(b) ? -1 : 1))).toEqual(rows);
  for (const [, route] of SPEC_ENDPOINTS) expect(route).toMatch(/^\/api\/\w+\/\w+$/);
  for (const { path: route } of Object.values(MOCK_ONLY_ENDPOINTS)) {
    expect(rows.some((row) => row.endsWith(` ${route}`))).toBe(false);
  }
});

/** Browser pages, not JSON: the Google sign-in stand-in. */
const HTML_ENDPOINTS = new Set(['GET /api/GoogleLogin/gmail_login']);

it.each(SPEC_ENDPOINTS.map(([m, p]) => [m, p]))('%s %s answers', async (method, route) => {
  const res = method === 'GET' ? await env.api.get(route) : await env.api.post(route).send({});
  expect(res.status).toBe(200);
  if (HTML_ENDPOINTS.has(`${method} ${route}`)) {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return;
  }
  expect(typeof res.body.code).toBe('number');
  expect(typeof res.body.msg).toBe('string');
  if (implemented.has(`${method} ${route}`)) {
    expect(res.body.code).not.toBe(501);
  } else {
    expect(res.body).toEqual({ code: 501, msg: NOT_IMPLEMENTED_MSG });
  }
});

it('implements the issue-1 endpoints', () => {
  for (const endpoint of [
    'GET /api/category/category_all',
    'GET /api/category/category_details',
    'GET /api/category/category_goods',
    'GET /api/SiteSettings/site_settings_find',
    'GET /api/configs/site_config',
    'GET /api/ServiceContact/service_contact_all',
    'GET /api/home/homeList',
    'GET /api/goods/goods_all',
    'GET /api/goods/goods_details',
    'POST /api/home/email_add',
    'POST /api/login/check_login',
    'GET /api/user/user_find',
    'GET /api/user/check_logout',
    'GET /mock/outbox',
    'POST /mock/reset',
    'POST /mock/outage',
    'GET /mock/health',
  ]) {
    expect(implemented.has(endpoint)).toBe(true);
  }
});

it('implements the issue-3 endpoints', () => {
  for (const endpoint of [
    'GET /api/about/aboutList',
    'GET /api/api/goods_search',
    'GET /api/articles/articles_all',
    'GET /api/articles/articles_details',
    'GET /api/search/global_search',
    'GET /api/FunctionStock/function_stock_all',
    'POST /api/FunctionStock/function_like',
  ]) {
    expect(implemented.has(endpoint)).toBe(true);
  }
});

it('implements the auth endpoints', () => {
  for (const endpoint of [
    'POST /api/login/check_login',
    'POST /api/login/send_mail',
    'POST /api/login/user_type',
    'POST /api/login/check_register',
    'POST /api/login/check_resetting',
    'POST /api/login/check_binding',
    'GET /api/GoogleLogin/gmail_login',
    'GET /api/GoogleLogin/gmail_callback',
  ]) {
    expect(implemented.has(endpoint)).toBe(true);
  }
});

it('implements the support-area endpoints', () => {
  for (const endpoint of [
    'GET /api/ServiceContact/service_contact_all',
    'GET /api/supports/supports_all',
    'POST /api/diagoem/get_interface',
    'POST /api/TechSupports/techsupport_form',
    'POST /api/TechSupports/remote_form',
    'POST /api/TechSupports/region_all',
    'GET /api/TechSupports/country_all',
    'GET /api/downloads/archive_all',
    'GET /api/downloads/archive_search',
    'GET /api/DownloadsArchive/downloads',
    'POST /api/video/video_all',
    'POST /api/video/video_search',
    'GET /embed/video/:video_id',
    'POST /api/faqs/article_type',
    'POST /api/faqs/article_all',
    'GET /api/faqs/article_search',
    'POST /api/faqs/article_search_test',
    'GET /api/buy/business_all',
    'GET /api/buy/letter_find',
    'GET /api/buy/business_region',
    'GET /api/buy/business_country',
    'GET /api/buy/mode_find',
    'GET /api/buy/keywords_find',
    'GET /mock/forms',
  ]) {
    expect(implemented.has(endpoint)).toBe(true);
  }
});
