/**
 * The public pages' data hook: the few SWR behaviours they use (a cache per key shared by
 * every component, one request per key at a time, fallback data, keeping the previous data
 * while the next key loads) in a fraction of SWR's bytes. SWR stays in the customer area
 * (src/features/account), which loads it with its frame.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

interface Entry {
  data?: unknown;
  error?: unknown;
  loading: boolean;
}

const EMPTY: Entry = { loading: false };
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();
/** How each cached key was fetched, to ask it again (revalidateFetchKeys). */
const sources = new Map<string, { key: unknown; fetcher: (key: never) => Promise<unknown> }>();
const listeners = new Set<() => void>();
/** Bumped by clearFetchCache: mounted hooks then ask for their key again. */
let generation = 0;

function hash(key: unknown): string {
  return JSON.stringify(key);
}

function write(id: string, entry: Entry): void {
  cache.set(id, entry);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs the fetcher for a key unless a request for it is already under way. */
function load<K, T>(id: string, key: K, fetcher: (key: K) => Promise<T>): Promise<T> {
  const running = inflight.get(id);
  if (running) return running as Promise<T>;
  const previous = cache.get(id) ?? EMPTY;
  sources.set(id, { key, fetcher: fetcher as (key: never) => Promise<unknown> });
  write(id, { ...previous, loading: true });
  const request = fetcher(key).then(
    (data) => {
      write(id, { data, loading: false });
      return data;
    },
    (error: unknown) => {
      write(id, { data: cache.get(id)?.data, error, loading: false });
      throw error;
    },
  );
  const settle = () => inflight.delete(id);
  request.then(settle, settle);
  inflight.set(id, request);
  return request;
}

/** Puts data in the cache under a key (a search the page has just run, a signed-in user). */
export function setFetchData<T>(key: unknown, data: T): void {
  write(hash(key), { data, loading: false });
}

/** Fetches a key now (even if cached), shares the request, and caches the answer. */
export function refetch<K, T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T> {
  return load(hash(key), key, fetcher);
}

/** Asks again every cached key that `match` selects (a write changed what they answer). */
export function revalidateFetchKeys(match: (key: unknown) => boolean): Promise<unknown[]> {
  const asked = [...sources.entries()]
    .filter(([id, source]) => cache.has(id) && match(source.key))
    .map(([id, source]) => load(id, source.key as never, source.fetcher).catch(() => undefined));
  return Promise.all(asked);
}

/** Drops every cached answer (sign-out; tests). */
export function clearFetchCache(): void {
  cache.clear();
  inflight.clear();
  sources.clear();
  generation += 1;
  for (const listener of listeners) listener();
}

export interface FetchOptions<T, E = unknown> {
  /** Shown while the key has no cached answer (the server-rendered data). */
  fallbackData?: T;
  /** While a new key loads, the last key's data stays. */
  keepPreviousData?: boolean;
  /** Fetch a key that already has data (cached or fallback) when a component mounts. Default true. */
  revalidateIfStale?: boolean;
  /** Overrides the mount decision above, as SWR's option of the same name. */
  revalidateOnMount?: boolean;
  onSuccess?: (data: T) => void;
  onError?: (error: E) => void;
}

/** SWR's rule for fetching a key as a component mounts. */
function shouldFetch<T, E>(cached: boolean, options: FetchOptions<T, E>): boolean {
  const hasData = cached || options.fallbackData !== undefined;
  return options.revalidateOnMount ?? (!hasData || options.revalidateIfStale !== false);
}

export interface FetchState<T, E = unknown> {
  data: T | undefined;
  error: E | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** Asks for the key again (a retry button); resolves undefined if it fails. */
  mutate: () => Promise<T | undefined>;
}

/**
 * The data of `key` (null: nothing to fetch). Errors are not retried: every failure is
 * already shown to the visitor by the API client.
 */
export function useFetch<T, E = unknown, K = unknown>(
  key: K | null,
  fetcher: (key: NonNullable<K>) => Promise<T>,
  options: FetchOptions<T, E> = {},
): FetchState<T, E> {
  const id = key === null ? null : hash(key);
  const entry = useSyncExternalStore(
    subscribe,
    () => (id === null ? EMPTY : (cache.get(id) ?? EMPTY)),
    () => EMPTY,
  );
  const cleared = useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  );
  // The latest arguments, for the effects and mutate (they run after this render commits).
  const latest = useRef({ key, fetcher, options });
  useEffect(() => {
    latest.current = { key, fetcher, options };
  });

  // 0 before the first run, then 1 + the cache generation it ran in (a cleared cache counts
  // as a new mount).
  const mounted = useRef(0);
  useEffect(() => {
    if (id === null) return;
    const { key: current, fetcher: fetch, options: opts } = latest.current;
    const cached = cache.get(id)?.data !== undefined;
    // On mount the options decide; on a later key change (the visitor back on an earlier
    // page or filter) what is cached shows without asking again.
    const firstRun = !mounted.current || mounted.current !== cleared + 1;
    mounted.current = cleared + 1;
    const revalidate = shouldFetch(cached, opts) && (firstRun || !cached);
    if (!revalidate) return;
    load(id, current as NonNullable<K>, fetch).then(
      (data) => latest.current.options.onSuccess?.(data),
      (error: unknown) => latest.current.options.onError?.(error as E),
    );
  }, [id, cleared]);

  const mutate = useCallback(async (): Promise<T | undefined> => {
    const { key: current, fetcher: fetch, options: opts } = latest.current;
    if (current === null) return undefined;
    try {
      const data = await load(hash(current), current as NonNullable<K>, fetch);
      opts.onSuccess?.(data);
      return data;
    } catch (error) {
      opts.onError?.(error as E);
      return undefined;
    }
  }, []);

  // The last data any key gave, for keepPreviousData (state set while rendering: React's
  // pattern for remembering what an earlier render saw).
  const own = entry.data as T | undefined;
  const [kept, setKept] = useState<T | undefined>(undefined);
  if (own !== undefined && own !== kept) setKept(own);
  const data =
    own ?? options.fallbackData ?? (options.keepPreviousData && id !== null ? kept : undefined);

  // Until the effect runs, a key it will fetch already counts as loading (as in SWR).
  const isValidating =
    id !== null && (entry.loading || (!cache.has(id) && shouldFetch(own !== undefined, options)));
  return {
    data,
    error: entry.error as E | undefined,
    isLoading: isValidating && own === undefined,
    isValidating,
    mutate,
  };
}
