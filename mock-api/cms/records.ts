/**
 * The CMS stand-in's records: where each collection's published records live, how a record
 * is named, which of its fields the site renders as HTML, and what the content routes answer
 * about one record (published version, draft, earlier versions).
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbContentDraft, DbContentVersion } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { COLLECTION_IDS, editableFields } from './edit';
import type { Collection } from './pages';

export type Row = Record<string, unknown>;
type Data = DeepReadonly<Database>;

/** Versions kept per record besides the current one. */
export const HISTORY_KEPT = 5;

/** The fields the site passes through its HTML sanitizer (src/lib/sanitize.ts) before showing. */
export const HTML_FIELDS: Record<Collection, readonly string[]> = {
  goods: ['goods_describe', 'goods_details'],
  articles: ['articles_details'],
  categories: ['category_details'],
  configs: ['configs_content'],
};

export function tableOf(data: Data | Database, collection: Collection): readonly Row[] {
  return data[collection] as unknown as readonly Row[];
}

/** The record's name as an editor knows it. */
export function titleOf(collection: Collection, record: Readonly<Row>): string {
  const pick = (...fields: string[]) =>
    fields.map((field) => record[field]).find((v) => typeof v === 'string' && v.trim() !== '');
  const title =
    collection === 'goods'
      ? pick('goods_title')
      : collection === 'articles'
        ? pick('articles_title')
        : collection === 'categories'
          ? pick('category_name')
          : pick('configs_title', 'configs_subtitle', 'configs_name');
  return typeof title === 'string'
    ? title
    : `${collection} ${String(record[COLLECTION_IDS[collection]])}`;
}

/** The published record, or a 404 naming it. */
export function findRecord(data: Data | Database, collection: Collection, id: number): Row {
  const idField = COLLECTION_IDS[collection];
  const record = tableOf(data, collection).find((row) => row[idField] === id);
  if (!record) {
    throw new ApiError(CODE.notFound, `No ${collection} record with ${idField} ${id}`, 404);
  }
  return record as Row;
}

const sameRecord =
  (collection: Collection, id: number) => (row: { collection: string; id: number }) =>
    row.collection === collection && row.id === id;

export function findDraft(
  data: Data | Database,
  collection: Collection,
  id: number,
): DeepReadonly<DbContentDraft> | undefined {
  return (data.content_drafts ?? []).find(sameRecord(collection, id));
}

/** The record's stored versions, newest first (the first is the current one once published). */
export function versionsOf(
  data: Data | Database,
  collection: Collection,
  id: number,
): DeepReadonly<DbContentVersion>[] {
  return (data.content_history ?? [])
    .filter(sameRecord(collection, id))
    .sort((a, b) => b.version - a.version);
}

export interface RecordView {
  collection: Collection;
  id: number;
  title: string;
  published: Row;
  draft: { fields: Row; publish_at: string | null; saved_at: string } | null;
  /** Earlier published versions, newest first (the current one is `published`). */
  history: { version: number; published_at: string; record: Row }[];
  fields: string[];
  html_fields: string[];
}

/** What `GET /mock/content/:collection/:id` answers. */
export function recordView(data: Data, collection: Collection, id: number): RecordView {
  const published = findRecord(data, collection, id);
  const draft = findDraft(data, collection, id);
  const versions = versionsOf(data, collection, id);
  return {
    collection,
    id,
    title: titleOf(collection, draft ? { ...published, ...draft.fields } : published),
    published,
    draft: draft
      ? { fields: { ...draft.fields }, publish_at: draft.publish_at, saved_at: draft.saved_at }
      : null,
    history: versions.slice(1, 1 + HISTORY_KEPT).map((v) => ({
      version: v.version,
      published_at: v.published_at,
      record: v.record as Row,
    })),
    fields: editableFields(collection, published),
    html_fields: [...HTML_FIELDS[collection]].filter((field) => field in published),
  };
}
