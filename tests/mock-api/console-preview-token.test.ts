/**
 * The console signs a preview link itself when the tester types the secret (WebCrypto in the
 * browser): the site must take its token as one the mock signed, and the link must not carry
 * the secret.
 */
import { draftUrl } from '../../mock-api/console/panels/content/preview-link';
import { verifyPreviewToken } from '../../src/contract/cms-signing';

it('signs a token the site takes, for that page only, and never puts the secret in the link', async () => {
  const url = new URL(await draftUrl('http://localhost:3105', 'typed-s3cret', '/products/X Y'));
  expect(url.pathname).toBe('/api/draft');
  expect(url.toString()).not.toContain('typed-s3cret');
  expect(url.searchParams.get('path')).toBe('/products/X Y');
  const nowS = Math.floor(Date.now() / 1000);
  const token = url.searchParams.get('token');
  expect(verifyPreviewToken(token, '/products/X Y', 'typed-s3cret', nowS)).toMatchObject({
    ok: true,
  });
  expect(verifyPreviewToken(token, '/products/Z', 'typed-s3cret', nowS).ok).toBe(false);
});
