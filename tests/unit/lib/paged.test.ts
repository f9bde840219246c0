import { collectEnds, collectPages, MAX_PAGES } from '@/lib/paged';

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

describe('collectPages options', () => {
  it('walks past the default limit when told to, a few requests at a time', async () => {
    let running = 0;
    let most = 0;
    const fetchPage = jest.fn(async (page: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return { items: [page], total: MAX_PAGES + 50, listRows: 1 };
    });
    const items = await collectPages(fetchPage, { maxPages: 10_000, concurrency: 4 });
    expect(items).toEqual(Array.from({ length: MAX_PAGES + 50 }, (_, i) => i + 1));
    expect(most).toBe(4);
  });
});

describe('collectEnds', () => {
  const list = (length: number, listRows: number) => {
    const fetched: number[] = [];
    const all = Array.from({ length }, (_, i) => i + 1);
    const fetchPage = async (page: number) => {
      fetched.push(page);
      return { items: all.slice((page - 1) * listRows, page * listRows), total: length, listRows };
    };
    return { fetched, fetchPage };
  };

  it('reads only the pages holding the first and the last records of a long list', async () => {
    const { fetched, fetchPage } = list(6_300, 12);
    const ends = await collectEnds(fetchPage, { head: 12, tail: 30 });
    expect(ends.head).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(ends.tail).toEqual(Array.from({ length: 30 }, (_, i) => 6_300 - 29 + i));
    expect(fetched.sort((a, b) => a - b)).toEqual([1, 522, 523, 524, 525]);
  });

  it('gives a short list whole at both ends, each page read once', async () => {
    const { fetched, fetchPage } = list(25, 10);
    const ends = await collectEnds(fetchPage, { head: 100, tail: 100 });
    expect(ends.head).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(ends.tail).toEqual(ends.head);
    expect(fetched.sort()).toEqual([1, 2, 3]);
  });

  it('reads the first page alone for the head of a list, and nothing of an empty one', async () => {
    const { fetched, fetchPage } = list(4_000, 9);
    expect((await collectEnds(fetchPage, { head: 54, tail: 0 })).head).toHaveLength(54);
    expect(fetched.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const empty = list(0, 9);
    expect(await collectEnds(empty.fetchPage, { head: 54, tail: 96 })).toEqual({
      head: [],
      tail: [],
    });
    expect(empty.fetched).toEqual([1]);
  });
});
