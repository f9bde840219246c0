import { act, render, screen, waitFor } from '@testing-library/react';
import { clearFetchCache, revalidateFetchKeys, setFetchData, useFetch } from '@/lib/use-fetch';
import type { FetchOptions } from '@/lib/use-fetch';

type Key = readonly [string, number];

function Probe({
  id,
  fetcher,
  options,
}: {
  id: Key | null;
  fetcher: (key: Key) => Promise<string>;
  options?: FetchOptions<string>;
}) {
  const { data, error, isLoading } = useFetch<string, unknown, Key>(id, fetcher, options);
  return (
    <p>
      {isLoading ? 'loading' : 'idle'}|{data ?? 'none'}|{error ? 'failed' : 'ok'}
    </p>
  );
}

/** A fetcher whose answers the test releases one by one. */
function deferredFetcher() {
  const pending: Array<{ key: Key; resolve: (value: string) => void; reject: (e: Error) => void }> =
    [];
  const fetcher = jest.fn(
    (key: Key) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ key, resolve, reject });
      }),
  );
  return { fetcher, pending };
}

afterEach(() => clearFetchCache());

describe('useFetch: the public pages’ data hook', () => {
  it('shows loading, then the answer; two components share one request per key', async () => {
    const { fetcher, pending } = deferredFetcher();
    render(
      <>
        <Probe id={['/a', 1]} fetcher={fetcher} />
        <Probe id={['/a', 1]} fetcher={fetcher} />
      </>,
    );
    expect(screen.getAllByText('loading|none|ok')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => pending[0].resolve('A1'));
    expect(screen.getAllByText('idle|A1|ok')).toHaveLength(2);
  });

  it('fallback data with revalidateIfStale false is not fetched', () => {
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    render(
      <Probe
        id={['/a', 1]}
        fetcher={fetcher}
        options={{ fallbackData: 'server', revalidateIfStale: false }}
      />,
    );
    expect(screen.getByText('idle|server|ok')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps the previous key’s data while the next loads, and shows the cache on the way back', async () => {
    const { fetcher, pending } = deferredFetcher();
    const { rerender } = render(
      <Probe id={['/list', 1]} fetcher={fetcher} options={{ keepPreviousData: true }} />,
    );
    await act(async () => pending[0].resolve('page 1'));
    rerender(<Probe id={['/list', 2]} fetcher={fetcher} options={{ keepPreviousData: true }} />);
    expect(screen.getByText('loading|page 1|ok')).toBeInTheDocument();
    await act(async () => pending[1].resolve('page 2'));
    expect(screen.getByText('idle|page 2|ok')).toBeInTheDocument();
    rerender(<Probe id={['/list', 1]} fetcher={fetcher} options={{ keepPreviousData: true }} />);
    expect(screen.getByText('idle|page 1|ok')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reports a failure once, to onError, without retrying', async () => {
    const { fetcher, pending } = deferredFetcher();
    const onError = jest.fn();
    render(<Probe id={['/a', 1]} fetcher={fetcher} options={{ onError }} />);
    await act(async () => pending[0].reject(new Error('down')));
    expect(screen.getByText('idle|none|failed')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('answers data put in the cache without fetching it (setFetchData)', () => {
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    setFetchData(['/search', 7], 'seeded');
    render(<Probe id={['/search', 7]} fetcher={fetcher} options={{ revalidateIfStale: false }} />);
    expect(screen.getByText('idle|seeded|ok')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks cached keys again when a write changes them (revalidateFetchKeys)', async () => {
    let version = 0;
    const fetcher = jest.fn(async () => `v${++version}`);
    render(<Probe id={['/user', 1]} fetcher={fetcher} />);
    expect(await screen.findByText('idle|v1|ok')).toBeInTheDocument();
    await act(async () => {
      await revalidateFetchKeys((key) => Array.isArray(key) && key[0] === '/user');
    });
    expect(screen.getByText('idle|v2|ok')).toBeInTheDocument();
    await act(async () => {
      await revalidateFetchKeys(() => false);
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a null key fetches nothing; a cleared cache is asked again by what is on screen', async () => {
    const fetcher = jest.fn(async () => 'x');
    const { rerender } = render(<Probe id={null} fetcher={fetcher} />);
    expect(screen.getByText('idle|none|ok')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
    rerender(<Probe id={['/a', 1]} fetcher={fetcher} options={{ revalidateIfStale: false }} />);
    await waitFor(() => expect(screen.getByText('idle|x|ok')).toBeInTheDocument());
    act(() => clearFetchCache());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('idle|x|ok')).toBeInTheDocument();
  });
});
