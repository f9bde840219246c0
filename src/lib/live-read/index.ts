/**
 * The browser's data hook for public reads: SWR (its cache, dedupe, revalidation and error
 * states), loaded only when a component first asks for a key. The public pages render their
 * first data from their props, so their first load carries no SWR: a read starts after the
 * visitor acts (a filter, a page, a tab) or when a token exists (the header's user).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Key } from 'swr';
import { type LiveReadOptions, type LiveReport, registerRead } from './registry';

export { LiveHost } from './live-host';

export interface LiveOptions<T, E = unknown> extends LiveReadOptions<T, E> {
  /** Shown while the key has no answer (the server-rendered data). */
  fallbackData?: T;
  /** While a new key loads, the last key's data stays (as SWR's option of the same name). */
  keepPreviousData?: boolean;
}

export interface LiveState<T, E = unknown> {
  data: T | undefined;
  error: E | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** Asks for the key again (a retry button); resolves undefined if it fails. */
  mutate: () => Promise<T | undefined>;
}

/** SWR's rule for fetching a key as its hook mounts, with no answer cached yet. */
function willFetch<T, E>(options: LiveOptions<T, E>): boolean {
  return (
    options.revalidateOnMount ??
    (options.fallbackData === undefined || options.revalidateIfStale !== false)
  );
}

/** The data of `key` (null: nothing to fetch), through SWR. */
export function useLiveRead<T, E = unknown, K = unknown>(
  key: K | null,
  fetcher: (key: NonNullable<K>) => Promise<T>,
  options: LiveOptions<T, E> = {},
): LiveState<T, E> {
  const id = useId();
  const hash = key === null ? null : JSON.stringify(key);
  const [report, setReport] = useState<LiveReport | null>(null);
  // The latest arguments, for the read's callbacks (they run after this render commits).
  const latest = useRef({ key, fetcher, options });
  useEffect(() => {
    latest.current = { key, fetcher, options };
  });

  useEffect(() => {
    if (hash === null) return;
    const { key: current, options: opts } = latest.current;
    return registerRead({
      id,
      hash,
      key: current as Key,
      fetcher: (k: never) => latest.current.fetcher(k),
      options: {
        revalidateIfStale: opts.revalidateIfStale,
        revalidateOnMount:
          opts.revalidateOnMount ?? (opts.fallbackData === undefined ? undefined : willFetch(opts)),
        onSuccess: (data) => latest.current.options.onSuccess?.(data as T),
        onError: (error) => latest.current.options.onError?.(error as E),
      },
      report: setReport,
    });
  }, [id, hash]);

  const own = report !== null && report.hash === hash ? report : null;
  const mutateOwn = own?.mutate;
  const mutate = useCallback(async (): Promise<T | undefined> => {
    if (!mutateOwn) return undefined;
    try {
      return (await mutateOwn()) as T | undefined;
    } catch {
      return undefined;
    }
  }, [mutateOwn]);

  // The last data shown, the fallback (the server's) included, for keepPreviousData: the
  // server-rendered list stays until the first live one has its data (state set while
  // rendering: React's pattern for remembering what an earlier render saw).
  const ownData = own?.data as T | undefined;
  const shown = ownData ?? options.fallbackData;
  const [kept, setKept] = useState<T | undefined>(shown);
  if (shown !== undefined && shown !== kept) setKept(shown);
  // A key that failed shows its failure, not the previous data.
  const keep = options.keepPreviousData && hash !== null && own?.error === undefined;
  const data = shown ?? (keep ? kept : undefined);
  // Until SWR answers for this key, a key it will fetch already counts as loading.
  const isValidating = hash !== null && (own ? own.isValidating : willFetch(options));
  return {
    data,
    error: own?.error as E | undefined,
    isLoading: isValidating && ownData === undefined,
    isValidating,
    mutate,
  };
}
