/** The signed-in customer: profile and sign-out (profile editing comes with the account issue). */
import { publicProfile } from '../auth/session';
import { USER_OPERATIONS } from '../../src/contract/schemas/customer-ops';
import { documentedRoute, type RouteDef, requireSession } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

export const userRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.user.userFind.path,
    operation: USER_OPERATIONS.userFind,
    auth: true,
    summary: "The signed-in customer's profile",
    handler: (args) => ({ user_find: publicProfile(requireSession(args).user) }),
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.user.checkLogout.path,
    operation: USER_OPERATIONS.checkLogout,
    auth: true,
    summary: 'Sign out: revokes the token sent',
    handler: async (args) => {
      const { token } = requireSession(args);
      const now = args.ctx.now().toISOString();
      await args.ctx.db.update((draft) => {
        const stored = draft.tokens.find((t) => t.token_id === token.token_id);
        if (stored && !stored.revoked_at) stored.revoked_at = now;
      });
      return { msg: 'Signed out', data: { code: 200 } };
    },
  }),
];
