/** Development-only routes, outside /api/ (CONTRACT.md, "The mock API"). */
import { MAX_EMAIL, text, validateBody, validateQuery, yup } from '../validate';
import type { OutageMode, RouteDef } from './types';

const outboxQuery = yup.object({ email: text('email', MAX_EMAIL) });
const OUTAGE_MODES: OutageMode[] = ['none', 'error', 'down'];
const outageBody = yup.object({
  mode: yup
    .string()
    .required('mode is required')
    .oneOf(OUTAGE_MODES, `mode must be one of ${OUTAGE_MODES.join(', ')}`),
});

export const devRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/mock/outbox',
    summary: 'Mails the mock "sent", newest first; ?email= filters by address',
    handler: async ({ req, ctx }) => {
      const { email } = await validateQuery(outboxQuery, req.query);
      const address = email?.trim().toLowerCase() ?? '';
      const mails = ctx.db.data.outbox
        .filter((m) => !address || m.emailAddress.toLowerCase() === address)
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.mail_id - a.mail_id);
      return {
        data: mails.map(({ emailAddress, email_type, code, sent_at }) => ({
          emailAddress,
          email_type,
          code,
          sent_at,
        })),
      };
    },
  },
  {
    method: 'POST',
    path: '/mock/reset',
    summary: 'Restores the database from the fixtures',
    handler: async ({ ctx }) => {
      await ctx.db.reset();
      return { msg: 'Database restored from the fixtures' };
    },
  },
  {
    method: 'POST',
    path: '/mock/outage',
    summary:
      'Simulates an API failure for tests: {mode: "error"} answers HTTP 500 on /api/, "down" answers nothing, "none" ends it',
    handler: async ({ req, ctx }) => {
      const { mode } = await validateBody(outageBody, req.body);
      ctx.outage = mode as OutageMode;
      return { msg: `Outage mode: ${mode}` };
    },
  },
  {
    method: 'GET',
    path: '/mock/health',
    summary: 'Liveness',
    handler: () => ({ msg: 'OK' }),
  },
];
