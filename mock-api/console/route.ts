/** `GET /mock/console.js`: the mock console's script (see bundle.ts), a dev route like the others. */
import type { RouteDef } from '../routes/types';
import { CONSOLE_SCRIPT_PATH } from '../routes/dev/index-page';
import { consoleBundle } from './bundle';

export const consoleRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: CONSOLE_SCRIPT_PATH,
    summary: "The mock console's script (the page a browser gets at /)",
    handler: async ({ res }) => {
      const code = await consoleBundle();
      res
        .status(200)
        .type('application/javascript')
        .set('Cache-Control', 'no-cache')
        .set('X-Content-Type-Options', 'nosniff')
        .send(code);
      return {};
    },
  },
];
