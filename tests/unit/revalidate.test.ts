/** Issue 14: /api/revalidate has no published secret; `npm start` draws one per run. */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { NextApiRequest, NextApiResponse } from 'next';
import { revalidateHandler, SECRET_MSG, secretMatches } from '@/features/routing/revalidate';
import { REVALIDATE_SECRET_FILE, revalidateSecretForRun } from '../../scripts/lib/stack';

function call(secret: unknown) {
  const answer: { status: number; body: unknown; revalidated: string[] } = {
    status: 0,
    body: null,
    revalidated: [],
  };
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    revalidate: async (path: string) => {
      answer.revalidated.push(path);
    },
  } as unknown as NextApiResponse;
  const req = { method: 'POST', query: { secret }, body: { paths: ['/products'] } };
  return revalidateHandler(req as unknown as NextApiRequest, res).then(() => answer);
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
  expect((await call(['s3cret-for-this-run'])).status).toBe(401);
  expect(secretMatches('a', '')).toBe(false);
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
