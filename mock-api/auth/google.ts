/**
 * The stand-in for Google sign-in (docs/mock/accounts.md, "Google sign-in").
 *
 * `GET /api/GoogleLogin/gmail_login` shows a consent page (no external resources) with one
 * link per Google identity linked to a customer and one for a new Google account. Each link
 * goes to `GET /api/GoogleLogin/gmail_callback?state=S&account=SUB|new`, where `state` is a
 * one-time value the page was made with (10 minutes), so a callback cannot be forged or
 * replayed. `siteUrl` is the site the browser came from: the origin of its Referer when the
 * mock's CORS allows that origin (a site behind the balancer on :8080 gets its browser back
 * there), else the configured site (`SITE_URL`). The callback then
 *  - for a linked identity: issues a token and redirects (302) to `${siteUrl}/?code=TOKEN`;
 *  - for a new one: mints an identity (`new.user.<n>@gmail.com`), keeps it server-side for
 *    30 minutes under a random opaque id, and redirects to
 *    `${siteUrl}/association?code=BASE64`, BASE64 being standard base64 of the JSON
 *    `{id, sub, email, name}`. check_binding trusts only the stored identity the `id` names:
 *    editing the JSON gives nothing.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DeepReadonly } from '../store/db';
import type { Database, DbGooglePending } from '../schema/mock-db';
import { MOCK_ONLY_ENDPOINTS, VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

export const GOOGLE_STATE_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_PENDING_TTL_MS = 30 * 60 * 1000;
export const GOOGLE_LINK_INVALID_MSG = 'The Google sign-in link is invalid or has expired';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Inside an update(): a new one-time state for the consent page, remembering the site to return to. */
export function createState(draft: Database, now: Date, siteUrl: string): string {
  const state = randomBytes(24).toString('base64url');
  const time = now.getTime();
  draft.google_states = (draft.google_states ?? []).filter((s) => Date.parse(s.expires_at) > time);
  draft.google_states.push({
    state_hash: sha256(state),
    expires_at: new Date(time + GOOGLE_STATE_TTL_MS).toISOString(),
    site_url: siteUrl,
  });
  return state;
}

/**
 * Inside an update(): uses up `state`. Its site URL (`fallbackSite` for a state made before
 * states kept one), or null if it is unknown, used or expired.
 */
export function consumeState(
  draft: Database,
  state: string,
  now: Date,
  fallbackSite: string,
): string | null {
  const hash = sha256(state);
  const states = draft.google_states ?? [];
  const found = states.find((s) => s.state_hash === hash);
  draft.google_states = states.filter(
    (s) => s !== found && Date.parse(s.expires_at) > now.getTime(),
  );
  if (found === undefined || Date.parse(found.expires_at) <= now.getTime()) return null;
  return found.site_url ?? fallbackSite;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** A Google-like subject: 21 digits. */
function newSub(): string {
  return `1${Array.from({ length: 20 }, () => randomInt(0, 10)).join('')}`;
}

const NEW_USER_EMAIL = /^new\.user\.(\d+)@gmail\.com$/;

/** Inside an update(): mints a new identity, stores it pending, returns the base64 code. */
export function createPendingIdentity(draft: Database, now: Date): string {
  const time = now.getTime();
  draft.google_pending = (draft.google_pending ?? []).filter(
    (p) => Date.parse(p.expires_at) > time,
  );
  const known = [...(draft.google_accounts ?? []), ...draft.google_pending];
  const taken = new Set(draft.users.map((u) => u.uGoogleId).filter(Boolean));
  const n =
    known.reduce((max, account) => {
      const match = NEW_USER_EMAIL.exec(account.email);
      return match ? Math.max(max, Number(match[1])) : max;
    }, 0) + 1;
  let sub = newSub();
  while (taken.has(sub) || known.some((a) => a.sub === sub)) sub = newSub();
  const identity: GoogleIdentity = { sub, email: `new.user.${n}@gmail.com`, name: `New User ${n}` };
  const id = randomBytes(24).toString('base64url');
  draft.google_pending.push({
    pending_hash: sha256(id),
    ...identity,
    created_at: now.toISOString(),
    expires_at: new Date(time + GOOGLE_PENDING_TTL_MS).toISOString(),
  });
  return Buffer.from(JSON.stringify({ id, ...identity }), 'utf8').toString('base64');
}

/**
 * The pending identity a base64 code names, or null (not base64 JSON with a string `id`,
 * unknown, used or expired). Tolerates URL-safe base64 and spaces standing for `+`.
 */
export function findPendingIdentity(
  data: DeepReadonly<Database>,
  code: string,
  now: Date,
): DeepReadonly<DbGooglePending> | null {
  const text = code.trim().replace(/ /g, '+');
  if (text === '' || text.length > 1000 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  let id: unknown;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    id = typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : null;
  } catch {
    return null;
  }
  if (typeof id !== 'string' || id === '') return null;
  const hash = sha256(id);
  const pending = (data.google_pending ?? []).find((p) => p.pending_hash === hash);
  return pending && Date.parse(pending.expires_at) > now.getTime() ? pending : null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f3f4;color:#202124}
main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border:1px solid #dadce0;border-radius:8px}
h1{font-size:24px;font-weight:400;margin:0 0 8px}
p{margin:0 0 16px;color:#5f6368}
ul{list-style:none;margin:0 0 16px;padding:0}
li{border-top:1px solid #dadce0}
li:last-child{border-bottom:1px solid #dadce0}
a.choice{display:block;padding:12px 8px;color:#202124;text-decoration:none}
a.choice:hover,a.choice:focus{background:#f8f9fa;outline:2px solid #1a73e8}
.name{display:block;font-weight:500}
.email{display:block;font-size:14px;color:#5f6368}
.note{font-size:13px}
a.cancel{color:#1a73e8}`;

/** A complete page: escaped title, `body` already HTML. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ConsentChoice {
  href: string;
  name: string;
  email: string;
  note: string;
}

export function consentPage(choices: ConsentChoice[], cancelHref: string): string {
  const items = choices
    .map(
      (c) =>
        `<li><a class="choice" href="${escapeHtml(c.href)}"><span class="name">${escapeHtml(c.name)}</span><span class="email">${escapeHtml(c.email)}</span><span class="email note">${escapeHtml(c.note)}</span></a></li>`,
    )
    .join('\n');
  return htmlPage(
    'Sign in with Google',
    `<h1>Choose an account</h1>
<p>to continue to the site. This page is the mock API's stand-in for Google's consent screen.</p>
<ul>
${items}
</ul>
<p class="note"><a class="cancel" href="${escapeHtml(cancelHref)}">Cancel</a></p>`,
  );
}

export function errorPage(message: string, againHref: string): string {
  return htmlPage(
    'Sign in with Google',
    `<h1>Google sign-in failed</h1>
<p>${escapeHtml(message)}</p>
<p><a class="cancel" href="${escapeHtml(againHref)}">Start again</a></p>`,
  );
}

/** The Google stand-in's two addresses: the sign-in the site links to and the consent page's callback. */
export const GOOGLE_LOGIN_PATH = VENDOR_ENDPOINTS.googleLogin.gmailLogin.path;
export const GOOGLE_CALLBACK_PATH = MOCK_ONLY_ENDPOINTS.gmailCallback.path;
