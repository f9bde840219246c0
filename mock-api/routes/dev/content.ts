/**
 * The CMS stand-in's publish route (issue 15): `PUT /mock/content/:collection/:id` changes some
 * fields of one record, then calls the site's revalidation webhook with every page showing it.
 */
import type { Database } from '../../store/db-schema';
import { COLLECTION_IDS, parseCollection, parseId, validateChanges } from '../../publish/edit';
import { publishPaths, type RecordEdit } from '../../publish/paths';
import { callWebhook } from '../../publish/webhook';
import { ApiError, CODE } from '../../http/envelope';
import type { RouteDef } from '../types';

type Row = Record<string, unknown>;

export const contentRoutes: RouteDef[] = [
  {
    method: 'PUT',
    path: '/mock/content/:collection/:id',
    summary:
      'The CMS publish loop: changes the given fields of one goods, articles, categories or configs record, then revalidates the pages showing it (answers data and revalidated); ?publish=false saves without revalidating',
    handler: async ({ req, ctx }) => {
      const collection = parseCollection(String(req.params.collection));
      const id = parseId(String(req.params.id));
      const idField = COLLECTION_IDS[collection];
      const { before, after } = await ctx.db.update((draft: Database) => {
        const table = draft[collection] as unknown as Row[];
        const index = table.findIndex((row) => row[idField] === id);
        if (index < 0) {
          throw new ApiError(CODE.notFound, `No ${collection} record with ${idField} ${id}`, 404);
        }
        const old = table[index];
        const changes = validateChanges(collection, old, req.body);
        const updated = { ...old, ...structuredClone(changes) };
        table[index] = updated;
        return { before: old, after: updated };
      });
      const edit = { collection, before, after } as unknown as RecordEdit;
      const paths = publishPaths(ctx.db.data, edit);
      // `?publish=false`: a draft save, the pages keep the old record until the next publish.
      if (req.query.publish === 'false') {
        return { msg: 'Saved without publishing', data: after, revalidated: [], paths };
      }
      if (!ctx.publish) {
        return {
          msg: 'Saved; the publish webhook is off (no SITE_REVALIDATE_URL)',
          data: after,
          revalidated: [],
          paths,
        };
      }
      const result = await callWebhook(ctx.publish, paths);
      return {
        msg: result.error ? `Saved, but ${result.error}` : 'Saved and published',
        data: after,
        revalidated: result.revalidated,
        // A renamed product's old path is no page any more: the site says so here.
        notRevalidated: result.notRevalidated,
        paths,
      };
    },
  },
];
