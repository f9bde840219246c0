/**
 * The site's public origin: a run-time SITE_URL (the balancer's address) wins over the
 * NEXT_PUBLIC_SITE_URL inlined at build time, for canonical links and og:url.
 */
const saved = { site: process.env.SITE_URL, inlined: process.env.NEXT_PUBLIC_SITE_URL };

afterEach(() => {
  process.env.SITE_URL = saved.site;
  process.env.NEXT_PUBLIC_SITE_URL = saved.inlined;
  if (saved.site === undefined) delete process.env.SITE_URL;
  if (saved.inlined === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
});

function load(env: { SITE_URL?: string; NEXT_PUBLIC_SITE_URL?: string }) {
  delete process.env.SITE_URL;
  delete process.env.NEXT_PUBLIC_SITE_URL;
  Object.assign(process.env, env);
  let seo: typeof import('@/lib/seo') | undefined;
  jest.isolateModules(() => {
    seo = jest.requireActual<typeof import('@/lib/seo')>('@/lib/seo');
  });
  return seo!;
}

test('a run-time SITE_URL names the canonical link and og:url', () => {
  const seo = load({
    SITE_URL: 'http://localhost:8080/',
    NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  });
  expect(seo.canonicalUrl('/blogs?page=2')).toBe('http://localhost:8080/blogs');
  expect(seo.buildSeo({ path: '/' }, 'Tools').canonical).toBe('http://localhost:8080');
});

test('without SITE_URL the inlined NEXT_PUBLIC_SITE_URL stays', () => {
  const seo = load({ NEXT_PUBLIC_SITE_URL: 'https://tools.example' });
  expect(seo.canonicalUrl('/products')).toBe('https://tools.example/products');
});

test('neither set: http://localhost:3000', () => {
  expect(load({}).canonicalUrl('/')).toBe('http://localhost:3000');
});
