/**
 * The CMS stand-in's routes: each goods, articles, categories and configs record has a
 * published version (what `/api/` serves) and at most one draft. `PUT` saves the draft (and
 * its schedule), `POST .../publish` publishes it and calls the site's webhook with the pages
 * showing it, `DELETE .../draft` discards it, `POST .../revert` publishes an earlier version.
 */
import { ApiError, CODE } from '../../http/envelope';
import { parseCollection, parseId } from '../../cms/edit';
import type { Collection } from '../../cms/pages';
import { discardDraft, publishDraft, revertTo, saveDraft } from '../../cms/drafts';
import { recordView } from '../../cms/records';
import { draftPaths, listRecords, scheduledDrafts } from '../../cms/views';
import type { HandlerArgs, RouteDef } from '../types';

const LIST_LIMIT = 50;
const MAX_LIST_LIMIT = 500;

function target(req: HandlerArgs['req']): { collection: Collection; id: number } {
  return {
    collection: parseCollection(String(req.params.collection)),
    id: parseId(String(req.params.id)),
  };
}

function listLimit(raw: unknown): number {
  if (raw === undefined || raw === '') return LIST_LIMIT;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= MAX_LIST_LIMIT)) {
    throw new ApiError(
      CODE.badRequest,
      `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`,
      400,
    );
  }
  return value;
}

export const contentRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/mock/content/:collection',
    summary:
      'The records of goods, articles, categories or configs (?q= searches id and title, ?limit=, default 50): id, title, whether it has a draft, its publish_at',
    handler: ({ req, ctx }) => {
      const collection = parseCollection(String(req.params.collection));
      const limit = listLimit(req.query.limit);
      const q = typeof req.query.q === 'string' ? req.query.q.trim().toLowerCase() : '';
      const rows = listRecords(ctx.db.data, collection, q);
      return { data: rows.slice(0, limit), total: rows.length };
    },
  },
  {
    method: 'GET',
    path: '/mock/content/:collection/:id',
    summary:
      'One record: its published version, its draft (fields, publish_at, saved_at) or null, its earlier versions (newest first), the editable fields and those the site renders as HTML',
    handler: ({ req, ctx }) => {
      const { collection, id } = target(req);
      return { data: recordView(ctx.db.data, collection, id) };
    },
  },
  {
    method: 'PUT',
    path: '/mock/content/:collection/:id',
    summary:
      "Saves the record's draft: the given fields merge into it (the published record and /api/ do not change); publish_at (ISO 8601) schedules it, null unschedules, a past time publishes at once",
    handler: async ({ req, ctx }) => {
      const { collection, id } = target(req);
      const { published } = await saveDraft(ctx, collection, id, req.body);
      const view = recordView(ctx.db.data, collection, id);
      if (published) return { ...published, data: view };
      const paths = draftPaths(ctx.db.data, collection, view);
      const when = view.draft?.publish_at;
      return {
        msg: when ? `Draft saved; it publishes at ${when}` : 'Draft saved (not published)',
        data: view,
        paths,
      };
    },
  },
  {
    method: 'POST',
    path: '/mock/content/:collection/:id/publish',
    summary:
      "Publishes the record's draft (the previous version goes to its history) and revalidates the pages showing it (answers data, revalidated, notRevalidated, paths); ?revalidate=false publishes without calling the site",
    handler: async ({ req, ctx }) => {
      const { collection, id } = target(req);
      const notify = req.query.revalidate !== 'false';
      return { ...(await publishDraft(ctx, collection, id, 'publish', notify)) };
    },
  },
  {
    method: 'DELETE',
    path: '/mock/content/:collection/:id/draft',
    summary: "Discards the record's draft and its schedule",
    handler: async ({ req, ctx }) => {
      const { collection, id } = target(req);
      await discardDraft(ctx, collection, id);
      return { msg: 'Draft discarded', data: recordView(ctx.db.data, collection, id) };
    },
  },
  {
    method: 'POST',
    path: '/mock/content/:collection/:id/revert',
    summary:
      'Publishes an earlier version ({"version": n}) as the current one and revalidates the pages showing it',
    handler: async ({ req, ctx }) => {
      const { collection, id } = target(req);
      return { ...(await revertTo(ctx, collection, id, req.body)) };
    },
  },
  {
    method: 'GET',
    path: '/mock/schedule',
    summary: 'The scheduled drafts, soonest first: collection, id, title, publish_at',
    handler: ({ ctx }) => ({ data: scheduledDrafts(ctx.db.data) }),
  },
  {
    method: 'GET',
    path: '/mock/publishes',
    summary:
      'The last 50 publishes, newest first: when, which record, by what (publish, schedule, revert), the paths and what the site revalidated',
    handler: ({ ctx }) => ({ data: [...ctx.db.data.content_publishes].reverse() }),
  },
];
