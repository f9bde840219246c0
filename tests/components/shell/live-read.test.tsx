import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { LiveHost, type LiveOptions, useLiveRead } from '@/lib/live-read';
import { currentReads } from '@/lib/live-read/registry';

type Key = readonly [string, number];

function Probe({
  id,
  fetcher,
  options,
}: {
  id: Key | null;
  fetcher: (key: Key) => Promise<string>;
  options?: LiveOptions<string>;
}) {
  const { data, error, isLoading } = useLiveRead<string, unknown, Key>(id, fetcher, options);
  return (
    <p>
      {isLoading ? 'loading' : 'idle'}|{data ?? 'none'}|{error ? 'failed' : 'ok'}
    </p>
  );
}

/** The app's setup: one SWR cache, the live reads' host under it. */
function App({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LiveHost />
      {children}
    </SWRConfig>
  );
}

/** What a customer write and sign-out do to the one cache. */
function CacheActions() {
  const { mutate } = useSWRConfig();
  return (
    <>
      <button
        type="button"
        onClick={() => void mutate((key) => Array.isArray(key) && key[0] === '/user')}
      >
        revalidate
      </button>
      <button
        type="button"
        onClick={() => void mutate(() => true, undefined, { revalidate: false })}
      >
        clear
      </button>
    </>
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

describe('useLiveRead: public reads through SWR, loaded with the first read', () => {
  it('a null key registers no read (no SWR loaded) and shows the fallback data', () => {
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    render(
      <App>
        <Probe id={null} fetcher={fetcher} options={{ fallbackData: 'server' }} />
      </App>,
    );
    expect(screen.getByText('idle|server|ok')).toBeInTheDocument();
    expect(currentReads()).toHaveLength(0);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows loading, then the answer; two components share one request per key', async () => {
    const { fetcher, pending } = deferredFetcher();
    render(
      <App>
        <Probe id={['/a', 1]} fetcher={fetcher} />
        <Probe id={['/a', 1]} fetcher={fetcher} />
      </App>,
    );
    expect(screen.getAllByText('loading|none|ok')).toHaveLength(2);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve('A1'));
    expect(await screen.findAllByText('idle|A1|ok')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fallback data with revalidateIfStale false is not fetched', async () => {
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    render(
      <App>
        <Probe
          id={['/a', 1]}
          fetcher={fetcher}
          options={{ fallbackData: 'server', revalidateIfStale: false }}
        />
      </App>,
    );
    expect(screen.getByText('idle|server|ok')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('idle|server|ok')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps the previous key’s data while the next loads', async () => {
    const { fetcher, pending } = deferredFetcher();
    const options = { keepPreviousData: true };
    const { rerender } = render(
      <App>
        <Probe id={['/list', 1]} fetcher={fetcher} options={options} />
      </App>,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve('page 1'));
    expect(await screen.findByText('idle|page 1|ok')).toBeInTheDocument();
    rerender(
      <App>
        <Probe id={['/list', 2]} fetcher={fetcher} options={options} />
      </App>,
    );
    expect(screen.getByText('loading|page 1|ok')).toBeInTheDocument();
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1].resolve('page 2'));
    expect(await screen.findByText('idle|page 2|ok')).toBeInTheDocument();
  });

  it('the server’s data (the fallback of the null key) stays until the first live key has its data', async () => {
    const { fetcher, pending } = deferredFetcher();
    const { rerender } = render(
      <App>
        <Probe
          id={null}
          fetcher={fetcher}
          options={{ fallbackData: 'server', keepPreviousData: true }}
        />
      </App>,
    );
    expect(screen.getByText('idle|server|ok')).toBeInTheDocument();
    rerender(
      <App>
        <Probe id={['/list', 2]} fetcher={fetcher} options={{ keepPreviousData: true }} />
      </App>,
    );
    expect(screen.getByText('loading|server|ok')).toBeInTheDocument();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByText('loading|server|ok')).toBeInTheDocument();
    await act(async () => pending[0].resolve('page 2'));
    expect(await screen.findByText('idle|page 2|ok')).toBeInTheDocument();
  });

  it('reports a failure once, to onError, without retrying', async () => {
    const { fetcher, pending } = deferredFetcher();
    const onError = jest.fn();
    render(
      <App>
        <Probe id={['/a', 1]} fetcher={fetcher} options={{ onError }} />
      </App>,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].reject(new Error('down')));
    expect(await screen.findByText('idle|none|failed')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a write revalidates the keys it changed; sign-out’s clear empties the cache', async () => {
    let version = 0;
    const fetcher = jest.fn(async () => `v${++version}`);
    render(
      <App>
        <Probe id={['/user', 1]} fetcher={fetcher} />
        <CacheActions />
      </App>,
    );
    expect(await screen.findByText('idle|v1|ok')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'revalidate' }).click());
    expect(await screen.findByText('idle|v2|ok')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(await screen.findByText('idle|none|ok')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
