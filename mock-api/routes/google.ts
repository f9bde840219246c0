/**
 * The Google sign-in stand-in: a consent page and its callback (see mock-api/auth/google.ts).
 * Both answer HTML or a redirect, not the JSON envelope: the browser navigates to them.
 */
import type { Request, Response } from 'express';
import { issueToken } from '../auth/session';
import {
  type ConsentChoice,
  consentPage,
  consumeState,
  createPendingIdentity,
  createState,
  errorPage,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_LOGIN_PATH,
} from '../auth/google';
import { GOOGLE_LOGIN_OPERATIONS } from '../../src/contract/schemas/customer-ops';
import { documentedRoute, type RouteDef } from './types';
import { type RouteContext } from '../http/route-context';

export const GOOGLE_ERRORS = {
  state: 'This sign-in page has expired or was already used.',
  account: 'This Google account is not known to the stand-in.',
  disabled: 'The account linked to this Google account has been disabled.',
} as const;

function noStore(res: Response): Response {
  return res
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .set('X-Content-Type-Options', 'nosniff');
}

function sendHtml(res: Response, status: number, html: string): void {
  noStore(res)
    .status(status)
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .set('X-Frame-Options', 'DENY')
    .type('html')
    .send(html);
}

/** A query parameter as one string ('' when absent or repeated). */
function param(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The site the browser came to the consent page from: its Referer's origin (the site's
 * referrer policy sends the origin across origins) when CORS allows it, else the configured one.
 */
function returningSite(req: Request, ctx: RouteContext): string {
  const referer = req.get('referer');
  if (!referer || !URL.canParse(referer)) return ctx.siteUrl;
  const origin = new URL(referer).origin;
  return ctx.siteOrigins.has(origin) ? origin : ctx.siteUrl;
}

export const googleRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: GOOGLE_LOGIN_PATH,
    operation: GOOGLE_LOGIN_OPERATIONS.gmailLogin,
    summary:
      'Google sign-in stand-in: an HTML consent page with the linked Google accounts and a new one',
    handler: async ({ req, res, ctx }) => {
      const now = ctx.now();
      const site = returningSite(req, ctx);
      const state = await ctx.db.update((draft) => createState(draft, now, site));
      const data = ctx.db.data;
      const href = (account: string) =>
        `${GOOGLE_CALLBACK_PATH}?state=${encodeURIComponent(state)}&account=${encodeURIComponent(account)}`;
      const choices: ConsentChoice[] = data.users
        .filter((user) => user.uGoogleId && user.uStatus === 1)
        .sort((a, b) => a.uId - b.uId)
        .map((user) => {
          const sub = user.uGoogleId!;
          const google = (data.google_accounts ?? []).find((g) => g.sub === sub);
          return {
            href: href(sub),
            name: google?.name ?? user.uName,
            email: google?.email ?? user.uEmail,
            note: `Linked to the customer ${user.uEmail}: signs in at once`,
          };
        });
      choices.push({
        href: href('new'),
        name: 'Use a new Google account',
        email: 'A new identity, new.user.N@gmail.com',
        note: 'Not linked to any customer: goes on to bind an e-mail address',
      });
      sendHtml(res, 200, consentPage(choices, `${site}/login`));
      return {};
    },
  }),
  {
    method: 'GET',
    path: GOOGLE_CALLBACK_PATH,
    summary:
      'Google stand-in callback (ours): ?state=&account=SUB|new; redirects to the site with ?code=TOKEN or to /association?code=BASE64',
    handler: async ({ req, res, ctx }) => {
      const state = param(req.query.state);
      const account = param(req.query.account);
      const now = ctx.now();
      type Outcome = { error: keyof typeof GOOGLE_ERRORS; status: number } | { location: string };
      const outcome = await ctx.db.update((draft): Outcome => {
        const site = state ? consumeState(draft, state, now, ctx.siteUrl) : null;
        if (site === null) return { error: 'state', status: 400 };
        if (account === 'new') {
          const code = createPendingIdentity(draft, now);
          return { location: `${site}/association?code=${encodeURIComponent(code)}` };
        }
        const user = account ? draft.users.find((u) => u.uGoogleId === account) : undefined;
        if (!user) return { error: 'account', status: 400 };
        if (user.uStatus !== 1) return { error: 'disabled', status: 403 };
        const token = issueToken(draft, user.uId, now);
        return { location: `${site}/?code=${encodeURIComponent(token)}` };
      });
      if ('location' in outcome) {
        noStore(res).redirect(302, outcome.location);
      } else {
        sendHtml(res, outcome.status, errorPage(GOOGLE_ERRORS[outcome.error], GOOGLE_LOGIN_PATH));
      }
      return {};
    },
  },
];
