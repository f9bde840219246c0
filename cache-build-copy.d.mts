/** Types of cache-build-copy.mjs for src/instrumentation.ts and its tests. */

export interface BuildPage {
  key: string;
  route: string;
  file: string;
  revalidate: number | false;
}

export interface BuildEntry {
  lastModified: number;
  lifespan: {
    lastModifiedAt: number;
    staleAt: number;
    expireAt: number;
    revalidate: number;
  } | null;
  tags: string[];
  value: {
    kind: 'PAGES';
    html: string;
    pageData: unknown;
    headers?: Record<string, string>;
    status?: number;
  };
}

/** The build's pre-rendered pages router pages, by the key Next stores them under. */
export declare function buildPages(serverDistDir: string): Map<string, BuildPage>;
/** The build's copy of the page stored under `key`, or null for any other key. */
export declare function readBuildCopy(
  serverDistDir: string | undefined,
  key: string,
): Promise<BuildEntry | null>;
/** Writes every build page into `handler` unless an entry is there; how many were offered. */
export declare function seedBuildPages(
  handler: {
    set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
  },
  serverDistDir: string,
): Promise<number>;
