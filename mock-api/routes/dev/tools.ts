/** Development-only routes, outside /api/ (docs/mock/layout.md). */
import { MAX_EMAIL, text, validateBody, validateQuery, yup } from '../../http/validate';
import type { RouteDef } from '../types';
import type { OutageMode } from '../../http/route-context';

const outboxQuery = yup.object({ email: text('email', MAX_EMAIL) });
const FORMS = ['techsupport', 'remote', 'corporate', 'ufluencer', 'distributor'] as const;
const FORM_LIST = `${FORMS.slice(0, -1).join(', ')} or ${FORMS[FORMS.length - 1]}`;
const formsQuery = yup.object({
  form: yup
    .string()
    .required(`form is required: ${FORM_LIST}`)
    .oneOf(FORMS, `form must be ${FORM_LIST}`),
});
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
    method: 'GET',
    path: '/mock/forms',
    summary:
      'What visitors posted, newest first: ?form=techsupport (tech_messages), remote (remote_reservations), corporate (corporate_purchase_forms), ufluencer (ufluencer_forms) or distributor (distributor_forms)',
    handler: async ({ req, ctx }) => {
      const { form } = await validateQuery(formsQuery, req.query);
      const data = ctx.db.data;
      const newest = <T>(rows: readonly T[] | undefined, id: (row: T) => number) =>
        [...(rows ?? [])].sort((a, b) => id(b) - id(a));
      const lists: Record<(typeof FORMS)[number], () => readonly unknown[]> = {
        techsupport: () => newest(data.tech_messages, (m) => m.message_id),
        remote: () => newest(data.remote_reservations, (r) => r.reservation_id),
        corporate: () => newest(data.corporate_purchase_forms, (r) => r.purchase_form_id),
        ufluencer: () => newest(data.ufluencer_forms, (r) => r.ufluencer_form_id),
        distributor: () => newest(data.distributor_forms, (r) => r.distributor_form_id),
      };
      const rows = lists[form as (typeof FORMS)[number]]();
      return { data: rows };
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
    path: '/mock/outage',
    summary: 'The simulated API failure in force: data {mode: "none" | "error" | "down"}',
    handler: ({ ctx }) => ({ data: { mode: ctx.outage } }),
  },
  {
    method: 'GET',
    path: '/mock/health',
    summary: 'Liveness',
    handler: () => ({ msg: 'OK' }),
  },
];
