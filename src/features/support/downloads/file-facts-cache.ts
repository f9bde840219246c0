/**
 * The size and date of each file, remembered per URL on the server: a page is built and
 * revalidated again and again, and its files rarely change, so a revalidation does not send
 * one HEAD request per card each time. Only answers are remembered, for `ttlMs`; a request
 * that failed (refused, unreachable, too slow) is asked again the next time. The least
 * recently used files are dropped beyond `maxEntries`.
 */
import type { FileFacts } from './file-facts';
import { NO_FILE_FACTS } from './file-facts';

/** How long a file's size and date are trusted before they are asked again. */
export const FILE_FACTS_TTL_MS = 30 * 60 * 1000;

/** Files remembered at most (a few pages of downloads, well within memory). */
export const FILE_FACTS_MAX_ENTRIES = 1000;

/** Asks for a file's facts: null when the request failed (nothing is remembered then). */
export type FileFactsLoader = () => Promise<FileFacts | null>;

interface Entry {
  facts: FileFacts;
  expires: number;
}

export class FileFactsCache {
  private readonly entries = new Map<string, Entry>();
  /** Requests under way, so cards of one file ask once. */
  private readonly asking = new Map<string, Promise<FileFacts | null>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({
    ttlMs = FILE_FACTS_TTL_MS,
    maxEntries = FILE_FACTS_MAX_ENTRIES,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The facts of `url`: remembered ones while fresh, else asked with `load`. Never throws. */
  async get(url: string, load: FileFactsLoader): Promise<FileFacts> {
    const entry = this.entries.get(url);
    if (entry && entry.expires > this.now()) {
      // Most recently used last: the first entry is the one dropped.
      this.entries.delete(url);
      this.entries.set(url, entry);
      return entry.facts;
    }
    if (entry) this.entries.delete(url);
    let request = this.asking.get(url);
    if (!request) {
      request = load()
        .catch(() => null)
        .then((facts) => {
          if (facts) this.remember(url, facts);
          return facts;
        })
        .finally(() => this.asking.delete(url));
      this.asking.set(url, request);
    }
    return (await request) ?? NO_FILE_FACTS;
  }

  /** How many files are remembered. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(url: string, facts: FileFacts): void {
    this.entries.delete(url);
    this.entries.set(url, { facts, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
