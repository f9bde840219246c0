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
});
