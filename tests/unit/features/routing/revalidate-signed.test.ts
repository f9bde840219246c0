/** The CMS's calls to /api/revalidate are signed; only genuine, fresh, first calls pass. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNATURE_HEADER, signWebhook } from '@/contract/cms-signing';
import {
  BODY_MSG,
  revalidateHandler,
  SECRET_MSG,
  SIGNATURE_MSG,
  type RevalidateAnswer,
} from '@/page-kinds/revalidate';
import { forgetSignatures } from '@/features/routing/webhook-replay';
import type { SharedRedis } from '@/lib/shared-redis';
import { rawPost, recorder } from '../../../helpers/api-route';

jest.mock('@/page-kinds/site-pages', () => ({
  loadSitePages: jest.fn(async () => new Set(['/products', '/products/AD900-Pro'])),
}));

const SECRET = 'the-shared-secret';
const BODY = JSON.stringify({ paths: ['/products', '/products/AD900-Pro', '/nope'] });
const nowS = () => Math.floor(Date.now() / 1000);

interface Answer {
  status: number;
  body: RevalidateAnswer | null;
  regenerated: string[];
}

async function post(
  body: string,
  headers: Record<string, string> = {},
  query: Record<string, unknown> = {},
): Promise<Answer> {
  const regenerated: string[] = [];
  const { res, answer } = recorder(async (path, opts) => {
    if (!opts?.unstable_onlyGenerated) regenerated.push(path);
  });
  await revalidateHandler(rawPost(body, query, headers), res);
  return { status: answer.status, body: answer.body as RevalidateAnswer | null, regenerated };
}

const signed = (body: string, timestampS = nowS(), secret = SECRET) => ({
  [SIGNATURE_HEADER]: signWebhook(secret, body, timestampS),
});

/** A replay directory of its own: a test reusing another's signature is not a replay. */
const replayDirs: string[] = [];
const freshReplayDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
  replayDirs.push(dir);
  process.env.WEBHOOK_REPLAY_DIR = dir;
};

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  freshReplayDir();
  forgetSignatures();
  delete process.env.REDIS_URL;
  delete globalThis.__diagtoolsRedis;
});
afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
  delete process.env.WEBHOOK_REPLAY_DIR;
  for (const dir of replayDirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('takes a call signed with the shared secret, without any secret in the URL', async () => {
  const answer = await post(BODY, signed(BODY));
  expect(answer.status).toBe(200);
  expect(answer.regenerated).toEqual(['/products', '/products/AD900-Pro']);
  expect(answer.body).toMatchObject({
    revalidated: ['/products', '/products/AD900-Pro'],
    refused: [{ path: '/nope' }],
    failed: [],
  });
});

it('refuses a forged signature: another secret, or a body changed after signing', async () => {
  const otherSecret = await post(BODY, signed(BODY, nowS(), 'guessed'));
  expect(otherSecret).toMatchObject({
    status: 401,
    body: { code: 401, msg: SIGNATURE_MSG.forged },
  });
  const tampered = BODY.replace('/nope', '/about-us');
  const changed = await post(tampered, signed(BODY));
  expect(changed).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.forged } });
  expect([...otherSecret.regenerated, ...changed.regenerated]).toEqual([]);
});

it('refuses a call older than 5 minutes, or dated as far ahead', async () => {
  // One clock for the test and the handler: a second that ends between signing and checking
  // would otherwise move the edge.
  const frozenS = nowS();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(frozenS * 1000 + 500);
  try {
    for (const timestampS of [frozenS - 301, frozenS + 301]) {
      const answer = await post(BODY, signed(BODY, timestampS));
      expect(answer).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.expired } });
      expect(answer.regenerated).toEqual([]);
    }
    // Within the window, either way, it passes.
    expect((await post(BODY, signed(BODY, frozenS - 250))).status).toBe(200);
    expect((await post(BODY, signed(BODY, frozenS + 250))).status).toBe(200);
  } finally {
    clock.mockRestore();
  }
});

it('refuses a replay of a call it already took', async () => {
  const headers = signed(BODY);
  expect((await post(BODY, headers)).status).toBe(200);
  const replay = await post(BODY, headers);
  expect(replay).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.replayed } });
  expect(replay.regenerated).toEqual([]);
  // The same body signed at another second is another call.
  expect((await post(BODY, signed(BODY, nowS() - 1))).status).toBe(200);
});

it('refuses a replay after a restart, without Redis (the taken signatures are on disk)', async () => {
  const headers = signed(BODY);
  expect((await post(BODY, headers)).status).toBe(200);
  forgetSignatures(); // a restart: this process's memory is gone
  const replay = await post(BODY, headers);
  expect(replay).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.replayed } });
  expect(replay.regenerated).toEqual([]);
});

it('refuses a malformed signature header, even with the right secret by hand', async () => {
  for (const value of ['', 'v1=abc', `t=now,v1=${'a'.repeat(64)}`, `t=${nowS()},v1=xyz`]) {
    const headers = { [SIGNATURE_HEADER]: value, authorization: `Bearer ${SECRET}` };
    const answer = await post(BODY, headers);
    expect(answer).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.malformed } });
    expect(answer.regenerated).toEqual([]);
  }
});

it('takes manual calls with the secret in Authorization: Bearer, never in the URL', async () => {
  expect((await post(BODY, { authorization: `Bearer ${SECRET}` })).status).toBe(200);
  expect(await post(BODY, {}, { secret: SECRET })).toMatchObject({
    status: 400,
    body: { msg: SECRET_MSG.inUrl },
  });
  expect(await post(BODY, { authorization: 'Bearer wrong' })).toMatchObject({
    status: 401,
    body: { msg: SECRET_MSG.invalid },
  });
  expect(await post(BODY)).toMatchObject({ status: 401, body: { msg: SECRET_MSG.invalid } });
});

it('is off without REVALIDATE_SECRET, signed or not', async () => {
  delete process.env.REVALIDATE_SECRET;
  expect(await post(BODY, signed(BODY, nowS(), ''))).toMatchObject({
    status: 401,
    body: { msg: SECRET_MSG.off },
  });
});

it('answers 400 on a body that is not JSON and 413 on one over 1 MB', async () => {
  const notJson = '{"paths": [';
  expect(await post(notJson, signed(notJson))).toMatchObject({
    status: 400,
    body: { msg: BODY_MSG.json },
  });
  const huge = JSON.stringify({ paths: ['/products'], pad: 'x'.repeat(1024 * 1024) });
  const answer = await post(huge, signed(huge));
  expect(answer.status).toBe(413);
  expect(answer.regenerated).toEqual([]);
});

describe('with several instances sharing Redis', () => {
  function fakeRedis(failing = false): SharedRedis & { keys: Map<string, string> } {
    const keys = new Map<string, string>();
    return {
      keys,
      isReady: true,
      get: async (key) => keys.get(key) ?? null,
      incr: async () => 1,
      set: async (key, value, options) => {
        if (failing) throw new Error('ECONNREFUSED');
        expect(options).toEqual({ expiration: { type: 'EX', value: 600 }, condition: 'NX' });
        if (keys.has(key)) return null;
        keys.set(key, value);
        return 'OK';
      },
    };
  }

  it('refuses a replay sent to another instance (one that never saw it)', async () => {
    process.env.REDIS_URL = 'redis://shared.test:6379';
    const redis = fakeRedis();
    globalThis.__diagtoolsRedis = redis;
    const headers = signed(BODY);
    expect((await post(BODY, headers)).status).toBe(200);
    expect([...redis.keys.keys()]).toEqual([
      expect.stringMatching(/^diagtools:webhook-signature:/),
    ]);
    forgetSignatures(); // the other instance's memory is empty
    freshReplayDir(); // and so is its disk (another host)
    const replay = await post(BODY, headers);
    expect(replay).toMatchObject({ status: 401, body: { msg: SIGNATURE_MSG.replayed } });
  });

  it('falls back to this instance’s memory when Redis fails, never a 5xx', async () => {
    process.env.REDIS_URL = 'redis://shared.test:6379';
    globalThis.__diagtoolsRedis = fakeRedis(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const headers = signed(BODY);
    expect((await post(BODY, headers)).status).toBe(200);
    expect((await post(BODY, headers)).status).toBe(401);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
