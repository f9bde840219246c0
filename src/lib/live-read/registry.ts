/**
 * The reads the mounted components want now: each `useLiveRead` registers its key here, and
 * the live host (./live-host.tsx) renders one SWR hook per read, loading SWR only then. The
 * data cache is SWR's; this holds no data, only who asks for what and where to answer.
 */
import type { Key } from 'swr';

/** What SWR answered for one read. */
export interface LiveReport {
  /** The key it answered for (its JSON). */
  hash: string;
  data: unknown;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** The options of a read SWR takes as they are. */
export interface LiveReadOptions<T, E> {
  revalidateIfStale?: boolean;
  revalidateOnMount?: boolean;
  onSuccess?: (data: T) => void;
  onError?: (error: E) => void;
}

export interface LiveRegistration {
  /** The hook's id and its key's JSON: a new key is a new read. */
  id: string;
  hash: string;
  key: Key;
  fetcher: (key: never) => Promise<unknown>;
  options: LiveReadOptions<unknown, unknown>;
  report: (report: LiveReport) => void;
}

const reads = new Map<string, LiveRegistration>();
const listeners = new Set<() => void>();
let snapshot: readonly LiveRegistration[] = [];

function changed(): void {
  snapshot = [...reads.values()];
  for (const listener of listeners) listener();
}

export function registerRead(read: LiveRegistration): () => void {
  reads.set(read.id, read);
  changed();
  return () => {
    if (reads.get(read.id) !== read) return;
    reads.delete(read.id);
    changed();
  };
}

export function subscribeReads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentReads(): readonly LiveRegistration[] {
  return snapshot;
}

const NONE: readonly LiveRegistration[] = [];

/** The server renders no live read (its HTML is the props' data). */
export function serverReads(): readonly LiveRegistration[] {
  return NONE;
}
