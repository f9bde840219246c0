/**
 * The CMS stand-in's writes: save a record's draft (with its schedule), discard it, publish it
 * (by hand or on schedule), revert to an earlier version. A publish changes the published
 * table (what `/api/` serves), keeps the version it replaces, calls the site's webhook with
 * the pages showing the record, and logs the call.
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbContentPublish } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { COLLECTION_IDS, validateChanges } from './edit';
import { publishPaths, type Collection, type RecordEdit } from './pages';
import { callWebhook, type WebhookResult } from './webhook';
import type { RouteContext } from '../http/route-context';
import { findDraft, findRecord, HISTORY_KEPT, titleOf, versionsOf, type Row } from './records';
import { parsePublishAt } from './publish-at';

/** Publishes kept in the log. */
export const PUBLISHES_KEPT = 50;

export type Trigger = DbContentPublish['trigger'];

export interface PublishOutcome {
  msg: string;
  data: Row;
  revalidated: string[];
  notRevalidated: WebhookResult['notRevalidated'];
  paths: string[];
}

const fail = (code: number, msg: string, status = code): never => {
  throw new ApiError(code, msg, status);
};

const isRecordOf =
  (collection: Collection, id: number) => (row: { collection: string; id: number }) =>
    row.collection === collection && row.id === id;

/**
 * Makes `next` the published record (in `draft`, the database being changed) and keeps it as a
 * new version; the first publish also keeps the record as the fixtures made it (version 1).
 */
function putVersion(
  draft: Database,
  committed: DeepReadonly<Database>,
  collection: Collection,
  id: number,
  next: Row,
  at: string,
): { before: Row; after: Row } {
  const before = findRecord(committed, collection, id);
  const idField = COLLECTION_IDS[collection];
  const table = draft[collection] as unknown as Row[];
  table[table.findIndex((row) => row[idField] === id)] = next;
  const versions = versionsOf(committed, collection, id);
  const history = draft.content_history;
  if (versions.length === 0) {
    history.push({
      collection,
      id,
      version: 1,
      published_at: `${committed.meta.reference_date}T00:00:00.000Z`,
      record: before,
    });
  }
  const version = (versions[0]?.version ?? 1) + 1;
  history.push({ collection, id, version, published_at: at, record: next });
  // The current version and HISTORY_KEPT earlier ones.
  const oldest = version - HISTORY_KEPT;
  if (versions.some((v) => v.version < oldest)) {
    draft.content_history = history.filter(
      (row) => !isRecordOf(collection, id)(row) || row.version >= oldest,
    );
  }
  return { before, after: next };
}

/** Calls the webhook (when on) with the paths of an edit, logs the call, answers the outcome. */
async function announce(
  ctx: RouteContext,
  collection: Collection,
  id: number,
  trigger: Trigger,
  edit: { before: Row; after: Row },
  notify: boolean,
): Promise<PublishOutcome> {
  const paths = publishPaths(ctx.db.data, { collection, ...edit } as unknown as RecordEdit);
  const silent = (error: string): WebhookResult => ({ revalidated: [], notRevalidated: [], error });
  const result: WebhookResult = !notify
    ? silent('the site was not called (?revalidate=false)')
    : ctx.publish
      ? await callWebhook(ctx.publish, paths, fetch, ctx.now)
      : silent('the publish webhook is off (no SITE_REVALIDATE_URL)');
  const entry: DbContentPublish = {
    at: ctx.now().toISOString(),
    collection,
    id,
    title: titleOf(collection, edit.after),
    trigger,
    paths,
    revalidated: result.revalidated,
    notRevalidated: result.notRevalidated,
    ...(result.error ? { error: result.error } : {}),
  };
  await ctx.db.update((draft) => {
    draft.content_publishes.push(entry);
    const extra = draft.content_publishes.length - PUBLISHES_KEPT;
    if (extra > 0) draft.content_publishes.splice(0, extra);
  });
  const done = trigger === 'revert' ? 'Reverted' : 'Published';
  return {
    msg: result.error ? `${done}, but ${result.error}` : done,
    data: edit.after,
    revalidated: result.revalidated,
    // A renamed product's old path is no page any more: the site says so here.
    notRevalidated: result.notRevalidated,
    paths,
  };
}

/**
 * Publishes the record's draft. Refused (409) when there is none, or when its fields no longer
 * fit the record.
 */
export async function publishDraft(
  ctx: RouteContext,
  collection: Collection,
  id: number,
  trigger: Trigger = 'publish',
  /** false: the site's webhook is not called (its pages keep the old version until revalidated). */
  notify = true,
): Promise<PublishOutcome> {
  const edit = await ctx.db.update((draft) => {
    const record = findRecord(ctx.db.data, collection, id);
    const index = draft.content_drafts.findIndex(isRecordOf(collection, id));
    if (index < 0) fail(CODE.conflict, `No draft to publish for ${collection} ${id}`, 409);
    // Plain committed values: the draft row as it was when this write began.
    const saved = findDraft(ctx.db.data, collection, id)!;
    let changes: Row;
    try {
      changes = validateChanges(collection, record, { ...saved.fields });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return fail(CODE.conflict, `The draft no longer fits the record: ${why}`, 409);
    }
    draft.content_drafts.splice(index, 1);
    const base = ctx.db.data;
    const next = { ...findRecord(base, collection, id), ...structuredClone(changes) };
    return putVersion(draft, base, collection, id, next, ctx.now().toISOString());
  });
  return announce(ctx, collection, id, trigger, edit, notify);
}

/** Publishes an earlier version again, as a new version (a draft, if any, stays). */
export async function revertTo(
  ctx: RouteContext,
  collection: Collection,
  id: number,
  body: unknown,
): Promise<PublishOutcome> {
  const version = (body as { version?: unknown } | null)?.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    fail(CODE.badRequest, 'Give the version to revert to: {"version": <a whole number>}');
  }
  const edit = await ctx.db.update((draft) => {
    findRecord(ctx.db.data, collection, id);
    const versions = versionsOf(ctx.db.data, collection, id);
    const target = versions.find((v) => v.version === version);
    if (!target) {
      const kept = versions.slice(1).map((v) => v.version);
      return fail(
        CODE.notFound,
        kept.length
          ? `No version ${String(version)} of ${collection} ${id}: the earlier versions kept are ${kept.join(', ')}`
          : `${collection} ${id} has no earlier version to revert to`,
        404,
      );
    }
    if (target === versions[0]) {
      fail(CODE.badRequest, `Version ${String(version)} is the one published now`);
    }
    const idField = COLLECTION_IDS[collection];
    return putVersion(
      draft,
      ctx.db.data,
      collection,
      id,
      { ...target.record, [idField]: id },
      ctx.now().toISOString(),
    );
  });
  return announce(ctx, collection, id, 'revert', edit, true);
}

export interface DraftSave {
  /** Set when the draft was due at once (a past publish_at) and got published. */
  published: PublishOutcome | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges the body's fields into the record's draft and sets its schedule (`publish_at`: an ISO
 * time, or null to unschedule; absent keeps it). A time already past publishes at once.
 */
export async function saveDraft(
  ctx: RouteContext,
  collection: Collection,
  id: number,
  body: unknown,
): Promise<DraftSave> {
  if (!isObject(body)) fail(CODE.badRequest, 'The body must be a JSON object of fields');
  const { publish_at: rawAt, ...fields } = body as Record<string, unknown>;
  const scheduling = Object.prototype.hasOwnProperty.call(body, 'publish_at');
  const publishAt = scheduling ? parsePublishAt(rawAt) : undefined;
  const hasFields = Object.keys(fields).length > 0;
  const at = ctx.now().toISOString();
  const saved = await ctx.db.update((draft) => {
    const record = findRecord(ctx.db.data, collection, id);
    const previous = findDraft(ctx.db.data, collection, id);
    if (!hasFields && !previous) {
      fail(
        CODE.badRequest,
        scheduling
          ? `No draft to schedule for ${collection} ${id}: save some fields first`
          : 'Give at least one field to change',
      );
    }
    const changes = hasFields ? validateChanges(collection, record, fields) : {};
    const row = {
      collection,
      id,
      fields: { ...previous?.fields, ...structuredClone(changes) },
      publish_at: publishAt === undefined ? (previous?.publish_at ?? null) : publishAt,
      saved_at: hasFields || !previous ? at : previous.saved_at,
    };
    const index = draft.content_drafts.findIndex(isRecordOf(collection, id));
    if (index < 0) draft.content_drafts.push(row);
    else draft.content_drafts[index] = row;
    return row;
  });
  const due = saved.publish_at !== null && Date.parse(saved.publish_at) <= ctx.now().getTime();
  return { published: due ? await publishDraft(ctx, collection, id, 'publish') : null };
}

/** Drops the record's draft (and its schedule); 404 when there is none. */
export async function discardDraft(
  ctx: RouteContext,
  collection: Collection,
  id: number,
): Promise<void> {
  await ctx.db.update((draft) => {
    findRecord(ctx.db.data, collection, id);
    const index = draft.content_drafts.findIndex(isRecordOf(collection, id));
    if (index < 0) fail(CODE.notFound, `No draft to discard for ${collection} ${id}`, 404);
    draft.content_drafts.splice(index, 1);
  });
}

/** The drafts due at `now`, soonest first. */
export function dueDrafts(
  data: RouteContext['db']['data'],
  now: Date,
): { collection: Collection; id: number }[] {
  return data.content_drafts
    .filter((d) => d.publish_at !== null && Date.parse(d.publish_at) <= now.getTime())
    .sort((a, b) => Date.parse(a.publish_at ?? '') - Date.parse(b.publish_at ?? ''))
    .map((d) => ({ collection: d.collection, id: d.id }));
}

/** Clears the schedule of a draft (it stays a draft). */
export async function unscheduleDraft(
  ctx: RouteContext,
  collection: Collection,
  id: number,
): Promise<void> {
  await ctx.db.update((draft) => {
    const row = draft.content_drafts.find(isRecordOf(collection, id));
    if (row) row.publish_at = null;
  });
}
