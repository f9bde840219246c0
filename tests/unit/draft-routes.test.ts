/** Issue 22: the editor's way into a preview (/api/draft) and out of it (/api/draft/exit). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getRequest, recorder, type Recorded } from '../helpers/api-route';
import { SECRET_MSG } from '@/features/routing/revalidate';
import { INVALID_PATH } from '@/features/routing/revalidate-paths';
import {
  DRAFT_MSG,
  enterDraftHandler,
  exitDraftHandler,
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

const saved = process.env.REVALIDATE_SECRET;
beforeEach(() => {
  process.env.REVALIDATE_SECRET = 'the-site-secret';
});
afterAll(() => {
  if (saved === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = saved;
});

describe('GET /api/draft', () => {
  it('turns draft mode on and redirects (307) to the page with the right secret', () => {
    const answer = enter({ secret: 'the-site-secret', path: '/products/AD900%20Pro' });
    expect(answer).toMatchObject({ status: 307, location: '/products/AD900%20Pro' });
    expect(answer.draftMode).toEqual([true]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses (401) a wrong or missing secret, and turns nothing on', () => {
    for (const secret of ['wrong', '', undefined, ['the-site-secret']]) {
      const answer = enter({ secret, path: '/products' });
      expect(answer).toMatchObject({
        status: 401,
        body: { code: 401, msg: SECRET_MSG.invalid },
        draftMode: [],
        location: null,
      });
    }
  });

  it('is off (401) without REVALIDATE_SECRET', () => {
    delete process.env.REVALIDATE_SECRET;
    for (const secret of ['', 'anything']) {
      expect(enter({ secret, path: '/products' })).toMatchObject({
        status: 401,
        body: { msg: SECRET_MSG.off },
        draftMode: [],
      });
    }
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
      const answer = enter({ secret: 'the-site-secret', path });
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
    expect(enter({ secret: 'the-site-secret', path: '/' }, 'POST')).toMatchObject({
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
