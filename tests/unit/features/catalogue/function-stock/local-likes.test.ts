import {
  LIKES_KEY,
  likesSnapshot,
  parseLikes,
  saveLike,
} from '@/features/catalogue/function-stock/local-likes';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('function-stock likes kept in the browser', () => {
  it('adds and removes a like', () => {
    const storage = memoryStorage();
    saveLike(3, true, storage);
    saveLike(5, true, storage);
    saveLike(3, false, storage);
    expect(JSON.parse(storage.getItem(LIKES_KEY) ?? '')).toEqual([5]);
    expect(parseLikes(likesSnapshot(storage))).toEqual(new Set([5]));
  });

  it('reads garbage as no likes', () => {
    expect(parseLikes('{not json')).toEqual(new Set());
    expect(parseLikes('{"a":1}')).toEqual(new Set());
    expect(parseLikes('[1,"2",3.5,4]')).toEqual(new Set([1, 4]));
    expect(likesSnapshot(null)).toBe('[]');
  });
});
