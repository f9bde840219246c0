/** The about-us page's config blocks (ids 13 to 27). */
import { ApiError, CODE } from '../http/envelope';
import { configsOf } from '../store/queries';
import { text, validateQuery, yup } from '../http/validate';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

// `text` is strict: yup applies no default to it, the handler does.
const aboutQuery = yup.object({ configsName: text('configsName', 50) });

export const aboutRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.about.aboutList.path,
    summary: 'The config blocks of a page group (`configsName`, default about: configs 13-27)',
    handler: async ({ req, ctx }) => {
      const { configsName } = await validateQuery(aboutQuery, req.query);
      const group = (configsName ?? '').trim() || 'about';
      const data = ctx.db.data;
      if (!data.configs.some((c) => c.configs_name === group)) {
        throw new ApiError(CODE.notFound, `No configs named "${group}"`);
      }
      return { configsList: configsOf(data, group) };
    },
  },
];
