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
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessLogPath, writeNginxConfig } from '../scripts/lib/nginx';
import { previewCredential, SIGNATURE_HEADER, signWebhook } from '../src/contract/cms-signing';
import {
  commandPath,
  hasCommand,
  ROOT,
  startMock,
  startProc,
  startSiteInstance,
  stopEvery,
  waitFor200,
  type Proc,
} from './support/processes';
import { bothLoopbackNames } from './support/scale-fleet';

const PORT_A = Number(process.env.SECRETS_PORT_A || 3166);
const PORT_B = Number(process.env.SECRETS_PORT_B || 3176);
const MOCK_PORT = Number(process.env.SECRETS_MOCK_PORT || 4166);
const NGINX_PORT = Number(process.env.SECRETS_NGINX_PORT || 8166);
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const LB = `http://127.0.0.1:${NGINX_PORT}`;

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

let dir = '';
let mock: Proc;
const sites: Record<'a' | 'b', Proc | null> = { a: null, b: null };
let product = { id: 0, path: '' };

const site = (name: 'a' | 'b') =>
  startSiteInstance(`site-${name}`, name === 'a' ? PORT_A : PORT_B, {
    apiBaseUrl: MOCK,
    redisUrl: '',
    secret: WEBHOOK_SECRET,
    siteUrl: LB,
    more: {
      PREVIEW_SECRET,
      METRICS_SECRET,
      // The default too is one directory for every instance of a build.
      WEBHOOK_REPLAY_DIR: path.join(dir, 'replay'),
    },
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  expect(fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')), 'a build (next build)').toBe(true);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-spec-'));
  fs.copyFileSync(path.join(ROOT, 'fixtures', 'db.json'), path.join(dir, 'db.json'));
  mock = startMock(
    MOCK_PORT,
    path.join(dir, 'db.json'),
    { url: `${LB}/api/revalidate`, secret: WEBHOOK_SECRET },
    {
      PREVIEW_SECRET,
      MOCK_API_LOG: '1',
      SITE_URL: LB,
      SITE_ORIGINS: bothLoopbackNames(LB).join(','),
    },
  );
  sites.a = site('a');
  sites.b = site('b');
  const conf = writeNginxConfig(path.join(dir, 'nginx'), {
    port: NGINX_PORT,
    upstreams: [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`],
    accessLog: true,
  });
  startProc('nginx', commandPath('nginx') ?? 'nginx', ['-c', conf, '-p', path.join(dir, 'nginx')]);
  await Promise.all([
    waitFor200(`${MOCK}/mock/health`, 60_000),
    waitFor200(`${A}/`, 120_000),
    waitFor200(`${B}/`, 120_000),
  ]);
  await waitFor200(`${LB}/lb-health`, 20_000);
  const list = await fetch(`${MOCK}/api/goods/goods_all?category_id=23&page=1`);
  const goods = ((await list.json()) as { goods_all: { goods_id: number; goods_title: string }[] })
    .goods_all[1];
  product = {
    id: goods.goods_id,
    path: `/products/${encodeURIComponent(goods.goods_title.trim().replace(/\s+/g, '-'))}`,
  };
});

test.afterAll(async () => {
  await stopEvery();
  if (dir && !process.env.SECRETS_KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

async function cms(url: string, method: string, body: unknown = {}) {
  const response = await fetch(`${MOCK}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; revalidated?: string[] };
  expect(answer.code, answer.msg).toBe(200);
  return answer;
}

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

  const nginxHome = path.join(dir, 'nginx');
  const access = fs.readFileSync(accessLogPath(nginxHome), 'utf8');
  // The calls are in the logs (so a secret in their URLs would be too).
  expect(access).toMatch(/GET \/api\/draft\?path=\S+&token=\d+\.[0-9a-f]{64} 307/);
  expect(access).toMatch(/POST \/api\/revalidate 200/);
  expect(access).toMatch(/GET \/api\/metrics 200/);
  expect(mock.output()).toContain('/mock/preview-link');

  const logs: Record<string, string> = {
    'site-a': sites.a?.output() ?? '',
    'site-b': sites.b?.output() ?? '',
    mock: mock.output(),
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

  await sites.a?.stop();
  sites.a = site('a');
  await waitFor200(`${A}/`, 120_000);

  const replayed = await deliver(A);
  expect(replayed.status).toBe(401);
  expect(((await replayed.json()) as { msg: string }).msg).toMatch(/^Replayed signature/);
  // Nor does the other instance on this host take it (the replay directory is shared).
  expect((await deliver(B)).status).toBe(401);
});
