/**
 * Preview reads: a GET under /api/ carrying the preview credential of the shared secret
 * (src/contract/cms-signing.ts) is answered from the content tables with the drafts applied;
 * every other request reads the published tables. Done once here, for every route: the
 * request's context gets a view of the database whose `data` overlays the drafts.
 */
import type { Request } from 'express';
import { isPreviewCredential, PREVIEW_HEADER } from '../../src/contract/cms-signing';
import type { DeepReadonly, MockDb } from '../store/db';
import type { Database, DbContentDraft } from '../schema/mock-db';
import { COLLECTION_IDS } from './edit';
import { COLLECTIONS, type Collection } from './pages';
import type { RouteContext } from '../http/route-context';
import type { Row } from './records';

type Data = DeepReadonly<Database>;
type Drafts = Data['content_drafts'];

/** Per published table: the drafts table it was overlaid with, and the result. */
const tables = new WeakMap<object, { drafts: Drafts; rows: readonly Row[] }>();
/** Per database state: its overlaid state. */
const states = new WeakMap<object, Data>();

function overlayTable(
  collection: Collection,
  rows: readonly Row[],
  drafts: Drafts,
): readonly Row[] {
  const cached = tables.get(rows);
  if (cached && cached.drafts === drafts) return cached.rows;
  const mine = new Map<unknown, DeepReadonly<DbContentDraft>>();
  for (const draft of drafts) if (draft.collection === collection) mine.set(draft.id, draft);
  const idField = COLLECTION_IDS[collection];
  const overlaid =
    mine.size === 0
      ? rows
      : rows.map((row) => {
          const draft = mine.get(row[idField]);
          return draft ? { ...row, ...draft.fields } : row;
        });
  tables.set(rows, { drafts, rows: overlaid });
  return overlaid;
}

/** The database as a preview sees it: the drafts applied to goods, articles, categories, configs. */
export function withDrafts(data: Data): Data {
  const drafts = data.content_drafts ?? [];
  if (drafts.length === 0) return data;
  let state = states.get(data);
  if (!state) {
    const overlaid: Record<string, unknown> = { ...data };
    for (const collection of COLLECTIONS) {
      overlaid[collection] = overlayTable(
        collection,
        data[collection] as unknown as readonly Row[],
        drafts,
      );
    }
    state = overlaid as unknown as Data;
    states.set(data, state);
  }
  return state;
}

/** The database with `data` read through the drafts; every write goes to the real one. */
function previewDb(db: MockDb): MockDb {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'data') return withDrafts(target.data);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Whether the request is a preview read: a GET under /api/ with the right credential. */
export function isPreviewRead(req: Request, secret: string): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.path.startsWith('/api/') &&
    isPreviewCredential(req.get(PREVIEW_HEADER), secret)
  );
}

/** The context a request's handler gets: the previewing one for preview reads. */
export function contextFor(req: Request, context: RouteContext): RouteContext {
  const secret = context.previewSecret ?? '';
  // Most requests carry no credential: nothing to compute for them.
  if (secret === '' || req.get(PREVIEW_HEADER) === undefined || !isPreviewRead(req, secret)) {
    return context;
  }
  return { ...context, db: previewDb(context.db) };
}
