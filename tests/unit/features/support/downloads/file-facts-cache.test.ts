/**
 * The downloads page's file facts on the server: remembered per file URL, so a revalidation
 * does not send a HEAD request per card again; a failed request is asked again next time.
 */
import type { ApiCategory } from '@/contract/api-types';
import { FileFactsCache } from '@/features/support/downloads/file-facts-cache';
import {
  getDownloadsPage,
  serverFileFacts,
  withFileFacts,
} from '@/features/support/downloads/api/get-downloads';
import type { ArchiveCard } from '@/features/support/downloads/types';

const PUBLIC = 'http://localhost:4000';
const SERVER = 'http://127.0.0.1:4000';
const HEADERS = { 'Content-Length': '2048', 'Last-Modified': 'Mon, 02 Nov 2026 08:00:00 GMT' };
const FACTS = { size: 2048, modified: '2026-11-02T08:00:00.000Z' };

function card(id: number, file: string): ArchiveCard {
  return {
    id,
    title: `File ${id}`,
    picture: '',
    fileUrl: `${PUBLIC}/uploads/downloads/${file}`,
    version: '',
    format: 'PDF',
    size: null,
    modified: null,
  };
}

/** A file server answering HEAD; `down` lists the files it fails for (until taken out). */
function fileServer(down = new Set<string>()) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(init?.method).toBe('HEAD');
    asked.push(url.pathname);
    if (down.has(url.pathname)) throw new Error('connection refused');
    return new Response(null, { status: 200, headers: HEADERS });
  }) as unknown as typeof fetch;
  return { fetchImpl, asked, down };
}

describe('withFileFacts with a cache', () => {
  const cards = [card(1, 'a.pdf'), card(2, 'b.pdf'), card(3, 'c.pdf')];

  it('asks each file once: the second revalidation sends no request', async () => {
    const server = fileServer();
    const cache = new FileFactsCache();
    const first = await withFileFacts(cards, server.fetchImpl, cache);
    expect(server.asked).toHaveLength(3);
    const second = await withFileFacts(cards, server.fetchImpl, cache);
    expect(server.asked).toHaveLength(3);
    expect(second).toEqual(first);
    expect(second[0]).toMatchObject(FACTS);
  });

  it('asks a failed file again the next time, and remembers it once it answers', async () => {
    const server = fileServer(new Set(['/uploads/downloads/b.pdf']));
    const cache = new FileFactsCache();
    const first = await withFileFacts(cards, server.fetchImpl, cache);
    expect(first[1]).toMatchObject({ size: null, modified: null });
    expect(first[0]).toMatchObject(FACTS);

    const second = await withFileFacts(cards, server.fetchImpl, cache);
    expect(server.asked.slice(3)).toEqual(['/uploads/downloads/b.pdf']);
    expect(second[1]).toMatchObject({ size: null, modified: null });

    server.down.clear();
    const third = await withFileFacts(cards, server.fetchImpl, cache);
    expect(server.asked.slice(4)).toEqual(['/uploads/downloads/b.pdf']);
    expect(third[1]).toMatchObject(FACTS);
    await withFileFacts(cards, server.fetchImpl, cache);
    expect(server.asked).toHaveLength(5);
  });

  it('does not remember a refusal (a 404 or 500) either', async () => {
    const cache = new FileFactsCache();
    const refusing = jest.fn(
      async () => new Response(null, { status: 503 }),
    ) as unknown as typeof fetch;
    await withFileFacts([cards[0]], refusing, cache);
    await withFileFacts([cards[0]], refusing, cache);
    expect(refusing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('asks again once the facts are older than the time to live', async () => {
    let now = 1_000;
    const server = fileServer();
    const cache = new FileFactsCache({ ttlMs: 60_000, now: () => now });
    await withFileFacts([cards[0]], server.fetchImpl, cache);
    now += 59_000;
    await withFileFacts([cards[0]], server.fetchImpl, cache);
    expect(server.asked).toHaveLength(1);
    now += 2_000;
    await withFileFacts([cards[0]], server.fetchImpl, cache);
    expect(server.asked).toHaveLength(2);
  });

  it('asks once for cards of one file asked together', async () => {
    const server = fileServer();
    const cache = new FileFactsCache();
    await withFileFacts([card(1, 'same.pdf'), card(2, 'same.pdf')], server.fetchImpl, cache);
    expect(server.asked).toEqual(['/uploads/downloads/same.pdf']);
  });

  it('drops the least recently used file beyond its size', async () => {
    const server = fileServer();
    const cache = new FileFactsCache({ maxEntries: 2 });
    await withFileFacts([cards[0], cards[1]], server.fetchImpl, cache);
    // a is used again, so b is the one dropped when c comes.
    await withFileFacts([cards[0]], server.fetchImpl, cache);
    await withFileFacts([cards[2]], server.fetchImpl, cache);
    expect(cache.size).toBe(2);
    await withFileFacts([cards[0], cards[1]], server.fetchImpl, cache);
    expect(server.asked).toEqual([
      '/uploads/downloads/a.pdf',
      '/uploads/downloads/b.pdf',
      '/uploads/downloads/c.pdf',
      '/uploads/downloads/b.pdf',
    ]);
  });
});

describe('getDownloadsPage revalidated', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    serverFileFacts.clear();
  });

  it('sends the HEAD requests of its cards once, not again on the next revalidation', async () => {
    const heads: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (init?.method === 'HEAD') {
        heads.push(url.pathname);
        return new Response(null, { status: 200, headers: HEADERS });
      }
      const body =
        url.pathname === '/api/downloads/archive_all'
          ? {
              code: 200,
              msg: 'Success',
              page: { currentPage: 1, total: 2, listRows: 9 },
              data: [
                {
                  archive_id: 1,
                  archive_title: 'A',
                  archive_picture: '',
                  archive_file: '/uploads/downloads/a.pdf',
                },
                {
                  archive_id: 2,
                  archive_title: 'B',
                  archive_picture: '',
                  archive_file: '/uploads/downloads/b.pdf',
                },
              ],
            }
          : { code: 200, msg: 'Success', data: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    const category = {
      category_id: 34,
      category_name: 'Downloads',
      category_paths: '/support/downloads',
      category_picture: '',
      category_introduce: '',
    } as ApiCategory;

    const first = await getDownloadsPage(category, [category]);
    expect(heads).toEqual(['/uploads/downloads/a.pdf', '/uploads/downloads/b.pdf']);
    expect(first?.initial.items[0]).toMatchObject(FACTS);
    const second = await getDownloadsPage(category, [category]);
    expect(heads).toHaveLength(2);
    expect(second?.initial.items).toEqual(first?.initial.items);
    // The HEAD requests went to the server's own address of the API.
    expect((global.fetch as jest.Mock).mock.calls.some(([u]) => String(u).startsWith(SERVER))).toBe(
      true,
    );
  });
});
