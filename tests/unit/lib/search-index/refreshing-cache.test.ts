import { refreshingCache } from '@/lib/search-index/refreshing-cache';

/** Lets the background rebuild's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the search index cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds once for concurrent first uses and serves the value while fresh', async () => {
    const load = jest.fn(async () => 'v1');
    const cache = refreshingCache(load, 1000, now);
    await expect(Promise.all([cache.get(), cache.get()])).resolves.toEqual(['v1', 'v1']);
    clock = 999;
    await expect(cache.get()).resolves.toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once stale, answers at once with the old value and rebuilds in the background', async () => {
    let version = 0;
    const load = jest.fn(async () => `v${++version}`);
    const cache = refreshingCache(load, 1000, now);
    await cache.get();
    clock = 1001;
    await expect(cache.get()).resolves.toBe('v1');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get()).resolves.toBe('v2');
  });

  it('keeps the last value when a rebuild fails, and fails a first build', async () => {
    const load = jest.fn<Promise<string>, []>().mockResolvedValueOnce('v1');
    load.mockRejectedValue(new Error('down'));
    const cache = refreshingCache(load, 1000, now);
    await cache.get();
    clock = 5000;
    await expect(cache.get()).resolves.toBe('v1');
    await settle();
    await expect(cache.get()).resolves.toBe('v1');
    cache.clear();
    await expect(cache.get()).rejects.toThrow('down');
  });

  describe('with a content version (the pages were revalidated)', () => {
    let content = 'v1';
    let revision = 'r1';
    const version = jest.fn(async () => revision);
    const load = jest.fn(async () => content);
    beforeEach(() => {
      content = 'v1';
      revision = 'r1';
      version.mockClear();
      load.mockClear();
    });

    it('never rebuilds on its own while the version and the clock stand still', async () => {
      const cache = refreshingCache(load, 1000, now, version);
      await expect(cache.get()).resolves.toBe('v1');
      content = 'v2'; // the API changed, nothing was revalidated yet
      for (let i = 0; i < 3; i += 1) await expect(cache.get()).resolves.toBe('v1');
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(version).toHaveBeenCalledTimes(4);
    });

    it('a new version: the next use waits for a value built after it, with no time passing', async () => {
      const cache = refreshingCache(load, 1000, now, version);
      await cache.get();
      content = 'v2';
      revision = 'r2';
      await expect(cache.get()).resolves.toBe('v2');
      await expect(cache.get()).resolves.toBe('v2');
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('a version that moves during a build gets a build of its own, after that one', async () => {
      let release: () => void = () => {};
      const slow = jest.fn(
        () =>
          new Promise<string>((resolve) => {
            const at = content;
            release = () => resolve(at);
          }),
      );
      const cache = refreshingCache(slow, 1000, now, version);
      const first = cache.get();
      await settle();
      content = 'v2';
      revision = 'r2';
      const second = cache.get();
      await settle();
      release(); // the first build read the old content
      await expect(first).resolves.toBe('v1');
      await settle();
      release();
      await expect(second).resolves.toBe('v2');
      expect(slow).toHaveBeenCalledTimes(2);
    });

    it('keeps the previous value when the rebuild for a new version fails, and tries again', async () => {
      const cache = refreshingCache(load, 1000, now, version);
      await cache.get();
      load.mockRejectedValueOnce(new Error('down'));
      revision = 'r2';
      content = 'v2';
      await expect(cache.get()).resolves.toBe('v1');
      await expect(cache.get()).resolves.toBe('v2');
    });

    it('still refreshes in the background once older than the pages may get', async () => {
      const cache = refreshingCache(load, 1000, now, version);
      await cache.get();
      content = 'v2';
      clock = 1001;
      await expect(cache.get()).resolves.toBe('v1');
      await settle();
      await expect(cache.get()).resolves.toBe('v2');
    });
  });
});
