/**
 * The editor's way into a preview (/api/draft) and out of it (/api/draft/exit).
 * A preview link carries a token for one page, valid minutes, never the secret.
 */
import { createHmac } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getRequest, recorder, type Recorded } from '../../../../helpers/api-route';
import { signPreviewToken } from '@/contract/cms-signing';
import {
  formatPreviewToken,
  PREVIEW_TOKEN_TTL_S,
  previewTokenText,
} from '@/contract/preview-token';
import { INVALID_PATH } from '@/features/routing/revalidate-paths';
import {
  DRAFT_MSG,
  enterDraftHandler,
  exitDraftHandler,
  TOKEN_MSG,
} from '@/features/routing/preview/draft-routes';

function call(
  handler: (req: NextApiRequest, res: NextApiResponse) => void,
  query: Record<string, unknown>,
  method = 'GET',
  headers: Record<string, string> = {},
): Recorded {
  const { res, answer } = recorder();
  handler(getRequest({ query, method, headers }), res);
  return answer;
}

const enter = (query: Record<string, unknown>, method?: string) =>
  call(enterDraftHandler, query, method);
const exit = (query: Record<string, unknown>, headers?: Record<string, string>) =>
  call(exitDraftHandler, query, 'GET', headers);

const SECRET = 'the-site-secret';
const nowS = () => Math.floor(Date.now() / 1000);
const token = (path: string, secret = SECRET, atS = nowS()) =>
  signPreviewToken(secret, path, atS) as string;

const saved = { revalidate: process.env.REVALIDATE_SECRET, preview: process.env.PREVIEW_SECRET };
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  delete process.env.PREVIEW_SECRET;
});
afterAll(() => {
  for (const [name, value] of [
    ['REVALIDATE_SECRET', saved.revalidate],
    ['PREVIEW_SECRET', saved.preview],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('GET /api/draft', () => {
  it("turns draft mode on and redirects (307) to the page, leaving the link's token behind", () => {
    const path = '/products/AD900%20Pro';
    const answer = enter({ path, token: token(path) });
    expect(answer).toMatchObject({ status: 307, location: '/products/AD900%20Pro' });
    expect(answer.draftMode).toEqual([true]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses (401) a token that is missing, malformed, of another page or another secret', () => {
    const cases: [unknown, string][] = [
      [undefined, TOKEN_MSG.missing],
      ['', TOKEN_MSG.missing],
      ['nonsense', TOKEN_MSG.malformed],
      [[token('/products')], TOKEN_MSG.malformed],
      [token('/blogs'), TOKEN_MSG.forged],
      [token('/products', 'another-secret'), TOKEN_MSG.forged],
    ];
    for (const [given, msg] of cases) {
      const answer = enter({ path: '/products', token: given });
      expect({ given, ...answer }).toMatchObject({
        given,
        status: 401,
        body: { code: 401, msg },
        draftMode: [],
        location: null,
      });
    }
  });

  it('refuses (401) an expired token, and one dated beyond the few minutes a link lives', () => {
    const old = token('/products', SECRET, nowS() - PREVIEW_TOKEN_TTL_S - 1);
    const far = formatPreviewToken(
      nowS() + 3600,
      createHmac('sha256', SECRET)
        .update(previewTokenText('/products', nowS() + 3600))
        .digest('hex'),
    );
    for (const given of [old, far]) {
      expect(enter({ path: '/products', token: given })).toMatchObject({
        status: 401,
        body: { msg: TOKEN_MSG.expired },
        draftMode: [],
      });
    }
  });

  it('refuses (401) the secret itself in the URL, even the right one', () => {
    for (const query of [
      { secret: SECRET, path: '/products' },
      { secret: SECRET, path: '/products', token: token('/products') },
    ]) {
      expect(enter(query)).toMatchObject({
        status: 401,
        body: { msg: DRAFT_MSG.secretInUrl },
        draftMode: [],
      });
    }
  });

  it('checks tokens with PREVIEW_SECRET when it is set, REVALIDATE_SECRET otherwise', () => {
    process.env.PREVIEW_SECRET = 'the-preview-secret';
    expect(enter({ path: '/products', token: token('/products') }).status).toBe(401);
    const own = enter({ path: '/products', token: token('/products', 'the-preview-secret') });
    expect(own).toMatchObject({ status: 307, draftMode: [true] });
  });

  it('is off (401) without PREVIEW_SECRET and REVALIDATE_SECRET', () => {
    delete process.env.REVALIDATE_SECRET;
    expect(enter({ path: '/products', token: token('/products') })).toMatchObject({
      status: 401,
      body: { msg: DRAFT_MSG.off },
      draftMode: [],
    });
  });

  it('refuses (400) a path that is not a page path of this site', () => {
    const bad: [unknown, string][] = [
      [undefined, DRAFT_MSG.noPath],
      ['', DRAFT_MSG.noPath],
      ['https://evil.example/x', INVALID_PATH.notAbsolute],
      ['//evil.example', INVALID_PATH.notAbsolute],
      ['products', INVALID_PATH.notAbsolute],
      ['/\\evil.example', INVALID_PATH.characters],
      ['/products\u0000x', INVALID_PATH.characters],
      ['/products\r\nSet-Cookie: x=1', INVALID_PATH.characters],
      ['/%2F%2Fevil.example', INVALID_PATH.traversal],
      ['/api/revalidate', DRAFT_MSG.notAPagePath],
      ['/api/draft/exit', DRAFT_MSG.notAPagePath],
      ['/_next/static/x.js', DRAFT_MSG.notAPagePath],
      [['/products', '/blogs'], INVALID_PATH.notString],
    ];
    for (const [path, msg] of bad) {
      // Even with a genuine token for that text: the path check comes first.
      const answer = enter({ path, token: token(String(path)) });
      expect({ path, ...answer }).toMatchObject({
        path,
        status: 400,
        body: { code: 400, msg },
        draftMode: [],
        location: null,
      });
    }
  });

  it('answers only GET', () => {
    expect(enter({ path: '/', token: token('/') }, 'POST')).toMatchObject({
      status: 405,
      draftMode: [],
    });
  });
});

describe('GET /api/draft/exit', () => {
  it('turns draft mode off and goes back to the page', () => {
    const answer = exit({ path: '/products/AD900-Pro' });
    expect(answer).toMatchObject({ status: 307, location: '/products/AD900-Pro' });
    expect(answer.draftMode).toEqual([false]);
  });

  it('goes back to the page the editor is on (the same-site Referer) before the bar path', () => {
    const headers = { host: 'shop.example', referer: 'http://shop.example/blogs/news?page=2' };
    expect(exit({ path: '/products/AD900-Pro' }, headers)).toMatchObject({
      status: 307,
      location: '/blogs/news',
      draftMode: [false],
    });
  });

  it('ignores a Referer of another site or of no page', () => {
    for (const referer of ['http://evil.example/x', 'http://shop.example/api/x', 'not a url']) {
      expect(exit({ path: '/about-us' }, { host: 'shop.example', referer })).toMatchObject({
        location: '/about-us',
      });
    }
  });

  it('goes home without a path or with one that is not of this site', () => {
    for (const path of [undefined, '//evil.example', 'https://evil.example', '/api/x']) {
      expect(exit({ path })).toMatchObject({ status: 307, location: '/', draftMode: [false] });
    }
  });
});
