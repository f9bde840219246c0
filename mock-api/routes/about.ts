/** The about-us page's config blocks (ids 13 to 27). */
import { ApiError, CODE } from '../http/envelope';
import { configsOf } from '../store/queries';
import { ABOUT_OPERATIONS } from '../../src/contract/schemas/content';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

export const aboutRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.about.aboutList.path,
    operation: ABOUT_OPERATIONS.aboutList,
    summary: 'The config blocks of a page group (`configsName`, default about: configs 13-27)',
    handler: ({ ctx, input: { configsName } }) => {
      const group = (configsName ?? '').trim() || 'about';
      const data = ctx.db.data;
      if (!data.configs.some((c) => c.configs_name === group)) {
        throw new ApiError(CODE.notFound, `No configs named "${group}"`);
      }
      return { configsList: configsOf(data, group) };
    },
  }),
];
