/**
 * The bench goal: what a request to an ISR page served from the cache costs. Profiled
 * under autocannon, Next's ETag (a JavaScript FNV-1a hash of the whole HTML, redone on every
 * request) was ~19 % of the server's CPU for home's 75 kB (docs/performance.md, "Where a cached
 * page's request spends its time"): the config turns it off, and keeps the headers it adds.
 */
import type { NextConfig } from 'next';
import nextConfig from '../../next.config';

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;

it('does not hash every cached page on every request (no generated ETag)', () => {
  expect(nextConfig.generateEtags).toBe(false);
});

it('still adds the security headers to every page', async () => {
  const rules: HeaderRules = (await nextConfig.headers?.()) ?? [];
  const everyPage = rules.find((rule) => rule.source === '/:path*' && !rule.has);
  const keys = everyPage?.headers.map((header) => header.key) ?? [];
  expect(keys).toEqual(
    expect.arrayContaining([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
    ]),
  );
});
