/**
 * What the content routes answer besides one record's view (records.ts): a collection's
 * records with their drafts, the scheduled drafts, and the pages a draft's publish would
 * revalidate.
 */
import type { DeepReadonly } from '../store/db';
import type { Database } from '../schema/mock-db';
import { COLLECTION_IDS } from './edit';
import { publishPaths, type Collection, type RecordEdit } from './pages';
import { findDraft, tableOf, titleOf, type RecordView } from './records';

type Data = DeepReadonly<Database>;

export interface RecordSummary {
  id: number;
  title: string;
  draft: boolean;
  publish_at: string | null;
}

/** The collection's records whose id is `q` or whose title holds it (every one when empty). */
export function listRecords(data: Data, collection: Collection, q: string): RecordSummary[] {
  const idField = COLLECTION_IDS[collection];
  return tableOf(data, collection)
    .map((row) => {
      const id = row[idField] as number;
      const draft = findDraft(data, collection, id);
      return {
        id,
        title: titleOf(collection, row),
        draft: draft !== undefined,
        publish_at: draft?.publish_at ?? null,
      };
    })
    .filter((row) => q === '' || String(row.id) === q || row.title.toLowerCase().includes(q));
}

export interface ScheduledDraft {
  collection: Collection;
  id: number;
  title: string;
  publish_at: string;
}

/** The scheduled drafts, soonest first. */
export function scheduledDrafts(data: Data): ScheduledDraft[] {
  return data.content_drafts
    .filter((draft) => draft.publish_at !== null)
    .map((draft) => {
      const idField = COLLECTION_IDS[draft.collection];
      const record = tableOf(data, draft.collection).find((row) => row[idField] === draft.id);
      return {
        collection: draft.collection,
        id: draft.id,
        title: titleOf(draft.collection, { ...record, ...draft.fields }),
        publish_at: draft.publish_at as string,
      };
    })
    .sort((a, b) => Date.parse(a.publish_at) - Date.parse(b.publish_at));
}

/** What a publish of the record's draft would revalidate. */
export function draftPaths(data: Data, collection: Collection, view: RecordView): string[] {
  const after = { ...view.published, ...view.draft?.fields };
  const edit = { collection, before: view.published, after } as unknown as RecordEdit;
  return publishPaths(data, edit);
}
