/** The content store's answers (mock-api/routes/dev/content.ts) as the console reads them. */
export const COLLECTIONS = ['goods', 'articles', 'categories', 'configs'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export type Row = Record<string, unknown>;

/** `GET /mock/content/:collection?q=`: one line per record. */
export interface RecordLine {
  id: number;
  title: string;
  draft: unknown;
  publish_at: string | null;
}

export interface DraftState {
  fields: Row;
  publish_at: string | null;
  saved_at: string;
}

export interface HistoryEntry {
  version: number;
  published_at: string;
  record: Row;
}

/** `GET /mock/content/:collection/:id` (and `data` of the writes). */
export interface ContentRecord {
  collection: Collection;
  id: number;
  title: string;
  published: Row;
  draft: DraftState | null;
  history: HistoryEntry[];
  /** The editable fields, and those of them holding HTML. */
  fields: string[];
  html_fields: string[];
}

/** `GET /mock/schedule`. */
export interface ScheduledLine {
  collection: Collection;
  id: number;
  title: string;
  publish_at: string;
}

/** `GET /mock/publishes`. */
export interface PublishLine {
  at: string;
  collection: Collection;
  id: number;
  title: string;
  trigger: string;
  paths: string[];
  revalidated: string[];
  notRevalidated: { path: string; reason: string }[];
  error?: string;
}
