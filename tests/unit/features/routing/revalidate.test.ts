/** /api/revalidate has no published secret; `npm start` draws one per run. */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { NextApiResponse } from 'next';
import type { ApiCategory } from '@/contract/api-types';
import { articlePathsAmong } from '@/features/content/article/api/list-article-paths';
import {
  FAILURE,
  revalidateHandler,
  SECRET_MSG,
  secretMatches,
  type RevalidateAnswer,
} from '@/page-kinds/revalidate';
import { checkPath, INVALID_PATH, REFUSAL } from '@/features/routing/revalidate-paths';
import { productPathsAmong } from '@/lib/list-product-paths';
import { getSite } from '@/lib/site-data';
import { rawPost, recorder } from '../../../helpers/api-route';
import { REVALIDATE_SECRET_FILE, revalidateSecretForRun } from '../../../../scripts/lib/processes';

jest.mock('@/lib/site-data', () => ({ getSite: jest.fn() }));
jest.mock('@/lib/list-product-paths', () => ({ productPathsAmong: jest.fn() }));
jest.mock('@/features/content/article/api/list-article-paths', () => ({
  articlePathsAmong: jest.fn(),
}));

function category(path: string, component: string, children: ApiCategory[] = []): ApiCategory {
  return {
    category_paths: path,
    category_component: component,
    children,
  } as ApiCategory;
}

/** The site as its route resolution sees it: a menu, two products, one article. */
const TREE: ApiCategory[] = [
  category('/', 'HomePage'),
  category('/products', 'ProductPage', [category('/products/code-reader', 'ProductPage')]),
  category('/blogs', 'BlogsPage'),
  category('/about-us', 'AboutUsPage'),
  category('/personal-center', 'PersonalCenterPage', [
    category('/personal-center/user-info', 'PersonalCenterPage'),
  ]),
  category('/retired', 'NoSuchComponent'),
];
const getSiteMock = jest.mocked(getSite);
const productsMock = jest.mocked(productPathsAmong);
const articlesMock = jest.mocked(articlePathsAmong);

beforeEach(() => {
  getSiteMock
    .mockReset()
    .mockResolvedValue({ tree: TREE, site: {} } as Awaited<ReturnType<typeof getSite>>);
  // The API's detail look-up: of the segments asked about, the ones it has a record for.
  const known = (found: string[], path: (segment: string) => string) =>
    jest.fn(async (segments: readonly string[]) =>
      found.filter((p) => segments.some((s) => path(s) === decodeURIComponent(p))),
    );
  productsMock
    .mockReset()
    .mockImplementation(
      known(['/products/AD900-Pro', '/products/What%3F-Tool'], (s) => `/products/${s}`),
    );
  articlesMock.mockReset().mockImplementation(known(['/blogs/first-post'], (s) => `/blogs/${s}`));
});

interface Answer {
  status: number;
  body: RevalidateAnswer | null;
  /** Every regeneration asked of Next, in order. */
  revalidated: string[];
  /** Regenerations of a cached copy only (`unstable_onlyGenerated`). */
  cachedOnly: string[];
}

/** A manual call with `secret` in `Authorization: Bearer` (none when undefined). */
function call(
  secret: string | undefined,
  paths: unknown[] = ['/products'],
  failing: readonly string[] = [],
): Promise<Answer> {
  const regenerations = { revalidated: [] as string[], cachedOnly: [] as string[] };
  const { res, answer } = recorder(async (path, opts) => {
    if (opts?.unstable_onlyGenerated) {
      regenerations.cachedOnly.push(path);
      return;
    }
    if (failing.includes(path)) throw new Error(`Failed to revalidate ${path}`);
    regenerations.revalidated.push(path);
  });
  const headers: Record<string, string> =
    secret === undefined ? {} : { authorization: `Bearer ${secret}` };
  return send({ headers, body: JSON.stringify({ paths }) }, res).then(() => ({
    status: answer.status,
    body: answer.body as RevalidateAnswer | null,
    ...regenerations,
  }));
}

function send(
  call: { query?: Record<string, unknown>; headers?: Record<string, string>; body: string },
  res: NextApiResponse,
): Promise<void> {
  return revalidateHandler(rawPost(call.body, call.query, call.headers), res);
}

const saved = process.env.REVALIDATE_SECRET;
afterEach(() => {
  if (saved === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = saved;
});

it('is off without REVALIDATE_SECRET: the old published default no longer works', async () => {
  delete process.env.REVALIDATE_SECRET;
  for (const secret of ['dev-revalidate-secret', '', undefined, 'change-me']) {
    const answer = await call(secret);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, msg: SECRET_MSG.off });
    expect(answer.revalidated).toEqual([]);
  }
});

it('accepts only the configured secret', async () => {
  process.env.REVALIDATE_SECRET = 's3cret-for-this-run';
  expect((await call('s3cret-for-this-run')).revalidated).toEqual(['/products']);
  const wrong = await call('dev-revalidate-secret');
  expect(wrong.body).toEqual({ code: 401, msg: SECRET_MSG.invalid });
  expect(secretMatches('a', '')).toBe(false);
});

it('refuses (400) a secret in the URL, even the right one: URLs land in access logs', async () => {
  process.env.REVALIDATE_SECRET = 's3cret-for-this-run';
  const { res, answer } = recorder(async () => {
    throw new Error('nothing is regenerated');
  });
  const body = JSON.stringify({ paths: ['/products'] });
  await send({ query: { secret: 's3cret-for-this-run' }, body }, res);
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 400,
    body: { code: 400, msg: SECRET_MSG.inUrl },
  });
});

it('npm start draws a new random secret per run into a private file, unless one is set', () => {
  delete process.env.REVALIDATE_SECRET;
  const existed = existsSync(REVALIDATE_SECRET_FILE);
  const before = existed ? readFileSync(REVALIDATE_SECRET_FILE, 'utf8') : null;
  try {
    const first = revalidateSecretForRun();
    const second = revalidateSecretForRun();
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.secret).not.toBe(first.secret);
    expect(readFileSync(REVALIDATE_SECRET_FILE, 'utf8').trim()).toBe(second.secret);
    expect(statSync(REVALIDATE_SECRET_FILE).mode & 0o777).toBe(0o600);
    process.env.REVALIDATE_SECRET = 'chosen';
    expect(revalidateSecretForRun()).toEqual({ secret: 'chosen', file: null });
  } finally {
    if (before === null) rmSync(REVALIDATE_SECRET_FILE, { force: true });
  }
});

describe('which paths are revalidated', () => {
  beforeEach(() => {
    process.env.REVALIDATE_SECRET = 'the-secret';
  });

  it('refuses paths that are not pages of the site, naming why, and revalidates the rest', async () => {
    const answer = await call('the-secret', [
      '/products',
      '/nope-1',
      '/../../../etc/passwd',
      '/products/code-reader',
      '/products/AD900-Pro',
      '/products/not-a-product',
      '/blogs/first-post',
      '/retired',
      '/api/revalidate',
    ]);
    expect(answer.status).toBe(200);
    expect(answer.revalidated).toEqual([
      '/products',
      '/products/code-reader',
      '/products/AD900-Pro',
      '/blogs/first-post',
    ]);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'Revalidated 4 of 9 paths: see refused and failed',
      revalidated: [
        '/products',
        '/products/code-reader',
        '/products/AD900-Pro',
        '/blogs/first-post',
      ],
      refused: [
        { path: '/../../../etc/passwd', reason: INVALID_PATH.traversal },
        { path: '/nope-1', reason: REFUSAL.notAPage },
        { path: '/products/not-a-product', reason: REFUSAL.notAPage },
        { path: '/retired', reason: REFUSAL.notAPage },
        { path: '/api/revalidate', reason: REFUSAL.notAPage },
      ],
      failed: [],
    });
    // A former page is regenerated only if cached (it then answers 404); an API route never.
    expect(answer.cachedOnly).toEqual(['/nope-1', '/products/not-a-product', '/retired']);
  });

  it('refuses what is not an absolute page path, before anything is regenerated', async () => {
    const bad: [unknown, string][] = [
      ['products', INVALID_PATH.notAbsolute],
      ['//evil.example/x', INVALID_PATH.notAbsolute],
      ['/products?page=2', INVALID_PATH.query],
      ['/products#top', INVALID_PATH.query],
      ['/a/%2e%2e/%2e%2e/etc/passwd', INVALID_PATH.traversal],
      ['/blogs/..', INVALID_PATH.traversal],
      ['/blogs//x', INVALID_PATH.traversal],
      ['/a%2fb', INVALID_PATH.traversal],
      ['/a\\b', INVALID_PATH.characters],
      ['/a b', INVALID_PATH.characters],
      ['/%E0%A4%A', INVALID_PATH.escape],
      [42, INVALID_PATH.notString],
      [`/${'a'.repeat(600)}`, INVALID_PATH.tooLong],
    ];
    const answer = await call(
      'the-secret',
      bad.map(([path]) => path),
    );
    expect(answer.body?.refused).toEqual(
      bad.map(([path, reason]) => ({ path: typeof path === 'string' ? path : '42', reason })),
    );
    expect(answer.body?.revalidated).toEqual([]);
    expect(answer.revalidated).toEqual([]);
    expect(answer.cachedOnly).toEqual([]);
  });

  it('normalises a trailing slash and escapes, and regenerates each page once', async () => {
    const answer = await call('the-secret', [
      '/about-us/',
      '/about-us',
      '/products/What%3F-Tool',
      '/products/AD900%2DPro',
    ]);
    expect(answer.revalidated).toEqual([
      '/about-us',
      '/products/What%3F-Tool',
      '/products/AD900-Pro',
    ]);
    expect(answer.body?.revalidated).toEqual([
      '/about-us/',
      '/about-us',
      '/products/What%3F-Tool',
      '/products/AD900%2DPro',
    ]);
    expect(checkPath('/')).toEqual({ given: '/', path: '/', key: '/' });
  });

  it('says that pages rendered per request have nothing to revalidate', async () => {
    const answer = await call('the-secret', ['/sitemap.xml', '/search', '/login', '/']);
    expect(answer.revalidated).toEqual(['/login', '/']);
    expect(answer.body?.refused).toEqual([
      { path: '/sitemap.xml', reason: REFUSAL.perRequest },
      { path: '/search', reason: REFUSAL.perRequest },
    ]);
  });

  it('asks for the product and article lists only when a path needs them', async () => {
    await call('the-secret', ['/products', '/about-us']);
    expect(productsMock).not.toHaveBeenCalled();
    expect(articlesMock).not.toHaveBeenCalled();
  });

  it('looks up only the product and article paths named, never a menu page', async () => {
    await call('the-secret', ['/products/code-reader', '/products/AD900-Pro', '/blogs/first-post']);
    expect(productsMock).toHaveBeenCalledWith(['AD900-Pro']);
    expect(articlesMock).toHaveBeenCalledWith(['first-post']);
  });

  it('reports a page whose regeneration failed apart from the refused ones', async () => {
    const answer = await call('the-secret', ['/products', '/about-us'], ['/about-us']);
    expect(answer.body).toMatchObject({
      code: 200,
      revalidated: ['/products'],
      failed: [{ path: '/about-us', reason: FAILURE.regeneration }],
    });
  });

  it('answers 503 and regenerates nothing when the site cannot list its pages', async () => {
    productsMock.mockRejectedValue(new Error('HTTP 500'));
    const answer = await call('the-secret', ['/products/AD900-Pro', '/nope/../x']);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      code: 503,
      msg: FAILURE.unchecked,
      revalidated: [],
      refused: [{ path: '/nope/../x', reason: INVALID_PATH.traversal }],
      failed: [{ path: '/products/AD900-Pro', reason: FAILURE.unchecked }],
    });
    expect(answer.revalidated).toEqual([]);
    expect(answer.cachedOnly).toEqual([]);
  });
});
