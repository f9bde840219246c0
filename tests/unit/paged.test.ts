import { collectPages, MAX_PAGES } from '@/lib/paged';

describe('collectPages', () => {
  it('fetches every page once and keeps the order', async () => {
    const fetched: number[] = [];
    const items = await collectPages(async (page) => {
      fetched.push(page);
      const all = Array.from({ length: 25 }, (_, i) => i + 1);
      return { items: all.slice((page - 1) * 10, page * 10), total: 25, listRows: 10 };
    });
    expect(fetched.sort()).toEqual([1, 2, 3]);
    expect(items).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('asks for one page when everything fits on it, or the list is empty', async () => {
    const fetchPage = jest.fn(async () => ({ items: [], total: 0, listRows: 10 }));
    expect(await collectPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops at the page limit whatever total the API claims', async () => {
    const fetchPage = jest.fn(async () => ({ items: [1], total: 1e9, listRows: 1 }));
    await collectPages(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(MAX_PAGES);
  });
});
