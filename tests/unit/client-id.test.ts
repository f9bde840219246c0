import { getClientId, hasClientId } from '@/features/catalogue/function-stock/api/client-id';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('anonymous client id', () => {
  it('is made once, in the shape the API accepts, and then reused', () => {
    const storage = memoryStorage();
    expect(hasClientId(storage)).toBe(false);
    const first = getClientId(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(hasClientId(storage)).toBe(true);
    expect(getClientId(storage)).toBe(first);
  });

  it('replaces a stored value the API would refuse', () => {
    const storage = memoryStorage();
    storage.setItem('clientId', 'bad id!');
    expect(getClientId(storage)).not.toBe('bad id!');
  });
});
