/**
 * Stopping and secrets, on a fleet as an operator runs it (the mock once, two
 * `next start` instances without Redis, nginx from deploy/nginx in front, the webhook to the
 * balancer), on this spec's own ports (SECRETS_*_PORT), with three secrets of their own: the
 * webhook's (REVALIDATE_SECRET), the previews' (PREVIEW_SECRET) and the metrics'
 * (METRICS_SECRET).
 *
 * - A preview (the CMS's link, opened in a browser through the balancer), a publish and a
 *   metrics scrape leave no secret, nor the preview credential derived from one, in any log
 *   line of the instances, the mock (its request log on) or nginx (access and error logs).
 * - A signed delivery taken before an instance restarts is refused after it (and by the other
 *   instance), with no Redis to remember it.
 *
 * Reads the existing build (the suite's web server makes it). Every process is stopped in
 * afterAll, even on failure; SECRETS_KEEP=1 keeps the logs.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessLogPath } from '../scripts/lib/nginx';
import { previewCredential, SIGNATURE_HEADER, signWebhook } from '../src/contract/cms-signing';
import { origin, startFleet, type Fleet } from './support/fleet';
import { cmsCall, productOfCategory23 } from './support/mock-records';
import { hasCommand, waitFor200 } from './support/processes';
import { bothLoopbackNames } from './support/scale-fleet';

const PORT_A = Number(process.env.SECRETS_PORT_A || 3166);
const PORT_B = Number(process.env.SECRETS_PORT_B || 3176);
const MOCK_PORT = Number(process.env.SECRETS_MOCK_PORT || 4166);
const NGINX_PORT = Number(process.env.SECRETS_NGINX_PORT || 8166);
const A = origin(PORT_A);
const B = origin(PORT_B);
const MOCK = origin(MOCK_PORT);
const LB = origin(NGINX_PORT);

// Drawn per run: a match in a log can only come from this run's secrets.
const draw = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = draw('webhook');
const PREVIEW_SECRET = draw('preview');
const METRICS_SECRET = draw('metrics');

test.skip(
  !hasCommand('nginx') && !process.env.CI,
  'nginx is not installed (apt-get install nginx)',
);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let fleet: Fleet;
let product = { id: 0, path: '', title: '' };
const output = (name: string) => fleet.sites.get(name)?.output() ?? '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fleet = await startFleet({
    name: 'secrets-spec',
    keepVariable: 'SECRETS_KEEP',
    mock: {
      port: MOCK_PORT,
      webhook: { url: `${LB}/api/revalidate`, secret: WEBHOOK_SECRET },
      env: {
        PREVIEW_SECRET,
        MOCK_API_LOG: '1',
        SITE_URL: LB,
        SITE_ORIGINS: bothLoopbackNames(LB).join(','),
      },
    },
    sites: [
      ['site-a', PORT_A],
      ['site-b', PORT_B],
    ],
    site: {
      secret: WEBHOOK_SECRET,
      siteUrl: LB,
      more: (dir) => ({
        PREVIEW_SECRET,
        METRICS_SECRET,
        // The default too is one directory for every instance of a build.
        WEBHOOK_REPLAY_DIR: path.join(dir, 'replay'),
      }),
    },
    balancer: { port: NGINX_PORT, accessLog: true },
  });
  product = await productOfCategory23(MOCK, 1);
});

test.afterAll(() => fleet?.stop());

/** A call of the mock's CMS (`url`: its path) that must answer code 200. */
const cms = (url: string, method: string, body: unknown = {}) =>
  cmsCall(`${MOCK}${url}`, method, body);

test('a preview, a publish and a metrics scrape leave no secret in any log', async ({ page }) => {
  const marker = `Secret-free draft ${Date.now()}`;
  await cms(`/mock/content/goods/${product.id}`, 'PUT', { goods_describe: marker });

  // The editor's link from the CMS: a token for that page, no secret; through the balancer.
  const link = await fetch(`${MOCK}/mock/preview-link?path=${encodeURIComponent(product.path)}`);
  const { url } = ((await link.json()) as { data: { url: string } }).data;
  expect(url.startsWith(`${LB}/api/draft?`)).toBe(true);
  const opened = await page.goto(url);
  expect(opened?.status()).toBe(200);
  // The redirect left the token behind: the address bar (and history's last entry) is the page.
  expect(page.url()).toBe(`${LB}${product.path}`);
  await expect(page.locator('body')).toContainText(marker);

  // The publish: the mock signs its call to the balancer; the secret does not travel.
  const published = await cms(`/mock/content/goods/${product.id}/publish`, 'POST');
  expect(published.revalidated).toContain(product.path);

  // The scrape: the secret in a header, through the balancer; a wrong one is refused.
  const scrape = (secret: string) =>
    fetch(`${LB}/api/metrics`, { headers: { Authorization: `Bearer ${secret}` } });
  const scraped = await scrape(METRICS_SECRET);
  expect(scraped.status).toBe(200);
  expect(await scraped.text()).toContain('diagtools_revalidations_total');
  expect((await scrape('not-the-metrics-secret')).status).toBe(401);

  const { nginxHome } = fleet;
  const access = fs.readFileSync(accessLogPath(nginxHome), 'utf8');
  // The calls are in the logs (so a secret in their URLs would be too).
  expect(access).toMatch(/GET \/api\/draft\?path=\S+&token=\d+\.[0-9a-f]{64} 307/);
  expect(access).toMatch(/POST \/api\/revalidate 200/);
  expect(access).toMatch(/GET \/api\/metrics 200/);
  expect(fleet.mock.output()).toContain('/mock/preview-link');

  const logs: Record<string, string> = {
    'site-a': output('site-a'),
    'site-b': output('site-b'),
    mock: fleet.mock.output(),
    'nginx access': access,
    'nginx error': fs.readFileSync(path.join(nginxHome, 'logs', 'error.log'), 'utf8'),
  };
  const secrets: Record<string, string> = {
    REVALIDATE_SECRET: WEBHOOK_SECRET,
    PREVIEW_SECRET,
    METRICS_SECRET,
    'the preview credential': previewCredential(PREVIEW_SECRET) ?? '',
  };
  const leaks = Object.entries(logs).flatMap(([log, text]) =>
    text.split('\n').flatMap((line) =>
      Object.entries(secrets)
        .filter(([, secret]) => line.includes(secret))
        .map(([name]) => `${log}: ${name} in "${line.slice(0, 200)}"`),
    ),
  );
  expect(leaks).toEqual([]);
});

test('a delivery taken before a restart is refused after it, without Redis', async () => {
  const body = JSON.stringify({ paths: ['/about-us'], delivery: `restart-${Date.now()}` });
  const signature = signWebhook(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000));
  const deliver = (origin: string) =>
    fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
  const first = await deliver(A);
  expect(first.status).toBe(200);
  expect(((await first.json()) as { revalidated: string[] }).revalidated).toEqual(['/about-us']);

  await fleet.sites.get('site-a')?.stop();
  fleet.startSite('site-a', PORT_A);
  await waitFor200(`${A}/`, 120_000);

  const replayed = await deliver(A);
  expect(replayed.status).toBe(401);
  expect(((await replayed.json()) as { msg: string }).msg).toMatch(/^Replayed signature/);
  // Nor does the other instance on this host take it (the replay directory is shared).
  expect((await deliver(B)).status).toBe(401);
});
