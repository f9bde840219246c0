/**
 * The build's pages seed Redis however old the build is. The cache library counts a
 * seeded page's age from the build's files and drops a page past its expire age; with its
 * default (half the revalidate time more) a build made more than 90 s before `next start`
 * seeded nothing. cache-handler.mjs keeps stale pages a week (expireAge).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expireAge } from '../../cache-handler.mjs';

type Library = typeof import('@fortedigital/nextjs-cache-handler');

const TEN_MINUTES_MS = 10 * 60_000;

/** Sets one page built `ageMs` ago through the library configured with `ttl`; the keys stored. */
async function seedPageBuilt(
  ageMs: number,
  ttl: { estimateExpireAge?: (staleAge: number) => number },
): Promise<string[]> {
  const stored: string[] = [];
  let library: Library | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    library = require('@fortedigital/nextjs-cache-handler') as Library;
  });
  const { CacheHandler } = library as Library;
  CacheHandler.onCreation(() => ({
    handlers: [
      {
        name: 'recorder',
        get: async () => null,
        set: async (key: string) => {
          stored.push(key);
        },
        revalidateTag: async () => undefined,
        delete: async () => undefined,
      },
    ],
    ttl,
  }));
  const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-age-'));
  const handler = new CacheHandler({ serverDistDir, dev: false } as never);
  await handler.set(
    '/products',
    { kind: 'PAGES', html: '<p>built</p>', pageData: {}, headers: undefined, status: 200 } as never,
    { revalidate: 60, internal_lastModified: Date.now() - ageMs } as never,
  );
  fs.rmSync(serverDistDir, { recursive: true, force: true });
  return stored;
}

it('a page that revalidates every 60 s, from a build 10 minutes old, is seeded', async () => {
  expect(await seedPageBuilt(TEN_MINUTES_MS, { estimateExpireAge: expireAge })).toEqual([
    '/products',
  ]);
});

it("the library's default expire age would drop it (why expireAge exists)", async () => {
  expect(await seedPageBuilt(TEN_MINUTES_MS, {})).toEqual([]);
});
