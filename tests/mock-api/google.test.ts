/** The Google sign-in stand-in: consent page, callback, redirects to the site. */
import { SCHEMA_VERSION } from '../../fixtures/schema-version';
import { DEMO_GOOGLE } from '../../fixtures/factories/users';
import { escapeHtml, GOOGLE_PENDING_TTL_MS, GOOGLE_STATE_TTL_MS } from '../../mock-api/auth/google';
import { GOOGLE_ERRORS } from '../../mock-api/routes/google';
import { DEMO_ACCOUNTS, makeEnv, sharedEnv, type TestEnv, withClock } from './helpers';

const SITE = 'http://localhost:3000';
const { clock, env } = withClock(sharedEnv, { siteOrigins: [SITE, 'http://127.0.0.1:3000'] });

/** The consent page's links, decoded. */
async function consentLinks(api = env.api): Promise<string[]> {
  const res = await api.get('/api/GoogleLogin/gmail_login').expect(200);
  return [...res.text.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
  );
}

const callbackLinks = (links: string[]) =>
  links.filter((l) => l.startsWith('/api/GoogleLogin/gmail_callback?'));

function linkFor(links: string[], account: string): string {
  const link = callbackLinks(links).find(
    (l) => new URL(l, 'http://x').searchParams.get('account') === account,
  );
  if (!link) throw new Error(`no link for ${account}`);
  return link;
}

describe('GET /api/GoogleLogin/gmail_login', () => {
  it('is a self-contained HTML page with the linked account and a new one', async () => {
    const res = await env.api.get('/api/GoogleLogin/gmail_login').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).toContain('<!doctype html>');
    expect(res.text).toContain(DEMO_GOOGLE.email);
    expect(res.text).toContain('Use a new Google account');
    // No external resources: no src attributes, no remote stylesheet, no script.
    expect(res.text).not.toMatch(/\ssrc=|<link|<script|https?:\/\/(?!localhost:3000)/);

    const links = callbackLinks(await consentLinks());
    expect(links).toHaveLength(2);
    const accounts = links.map((l) => new URL(l, 'http://x').searchParams.get('account'));
    expect(accounts).toEqual([DEMO_GOOGLE.sub, 'new']);
  });

  it('escapes the names it shows', async () => {
    expect(escapeHtml(`<b>"O'Neil" & co</b>`)).toBe(
      '&lt;b&gt;&quot;O&#39;Neil&quot; &amp; co&lt;/b&gt;',
    );
    await env.mock.db.update((draft) => {
      draft.google_accounts.find((g) => g.sub === DEMO_GOOGLE.sub)!.name =
        '<img src=x onerror=alert(1)>';
    });
    const res = await env.api.get('/api/GoogleLogin/gmail_login');
    expect(res.text).not.toContain('<img');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('GET /api/GoogleLogin/gmail_callback', () => {
  it('signs the linked customer in: 302 to the site with ?code=TOKEN', async () => {
    const link = linkFor(await consentLinks(), DEMO_GOOGLE.sub);
    const res = await env.api.get(link).expect(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/`);
    const token = location.searchParams.get('code')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await env.api.get('/api/user/user_find').set('Authorization', token);
    expect(me.body).toMatchObject({ code: 200, user_find: { uEmail: DEMO_ACCOUNTS.demo.email } });
    expect(me.body.user_find).not.toHaveProperty('uGoogleId');
  });

  it('sends a new identity to /association with a base64 JSON code', async () => {
    const link = linkFor(await consentLinks(), 'new');
    const res = await env.api.get(link).expect(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/association`);
    const code = location.searchParams.get('code')!;
    const identity = JSON.parse(Buffer.from(code, 'base64').toString('utf8'));
    expect(identity).toEqual({
      id: expect.any(String),
      sub: expect.stringMatching(/^\d{21}$/),
      email: expect.stringMatching(/^new\.user\.\d+@gmail\.com$/),
      name: expect.stringMatching(/^New User \d+$/),
    });
    // Kept server-side under a hash of its id only.
    const pending = env.mock.db.data.google_pending.find((p) => p.sub === identity.sub)!;
    expect(pending.email).toBe(identity.email);
    expect(JSON.stringify(env.mock.db.data.google_pending)).not.toContain(identity.id);
    expect(Date.parse(pending.expires_at) - Date.parse(pending.created_at)).toBe(
      GOOGLE_PENDING_TTL_MS,
    );

    // The next new identity gets the next number.
    const next = await env.api.get(linkFor(await consentLinks(), 'new')).expect(302);
    const nextCode = new URL(next.headers.location).searchParams.get('code')!;
    const nextIdentity = JSON.parse(Buffer.from(nextCode, 'base64').toString('utf8'));
    expect(nextIdentity.sub).not.toBe(identity.sub);
    expect(nextIdentity.email).not.toBe(identity.email);
  });

  it('uses a state once, and refuses an expired, missing or forged one', async () => {
    const link = linkFor(await consentLinks(), DEMO_GOOGLE.sub);
    await env.api.get(link).expect(302);
    const replay = await env.api.get(link).expect(400);
    expect(replay.headers['content-type']).toMatch(/^text\/html/);
    expect(replay.text).toContain(escapeHtml(GOOGLE_ERRORS.state));
    expect(replay.text).toContain('href="/api/GoogleLogin/gmail_login"');

    const stale = linkFor(await consentLinks(), DEMO_GOOGLE.sub);
    clock.advance(GOOGLE_STATE_TTL_MS);
    expect((await env.api.get(stale)).status).toBe(400);

    expect(
      (await env.api.get(`/api/GoogleLogin/gmail_callback?account=${DEMO_GOOGLE.sub}`)).status,
    ).toBe(400);
    expect(
      (
        await env.api.get(
          `/api/GoogleLogin/gmail_callback?state=forged-state-value&account=${DEMO_GOOGLE.sub}`,
        )
      ).status,
    ).toBe(400);
  });

  it('refuses an account that is not linked, and a disabled customer', async () => {
    const links = await consentLinks();
    const state = new URL(linkFor(links, 'new'), 'http://x').searchParams.get('state')!;
    const unknown = await env.api
      .get('/api/GoogleLogin/gmail_callback')
      .query({ state, account: '100000000000000000000' })
      .expect(400);
    expect(unknown.text).toContain(escapeHtml(GOOGLE_ERRORS.account));

    await env.mock.db.update((draft) => {
      draft.users.find((u) => u.uGoogleId === DEMO_GOOGLE.sub)!.uStatus = 2;
    });
    const page = await env.api.get('/api/GoogleLogin/gmail_login');
    expect(page.text).not.toContain(`account=${DEMO_GOOGLE.sub}`);
    const again = await consentLinks();
    const freshState = new URL(linkFor(again, 'new'), 'http://x').searchParams.get('state')!;
    const disabled = await env.api
      .get('/api/GoogleLogin/gmail_callback')
      .query({ state: freshState, account: DEMO_GOOGLE.sub })
      .expect(403);
    expect(disabled.text).toContain(escapeHtml(GOOGLE_ERRORS.disabled));
    await env.mock.db.update((draft) => {
      draft.users.find((u) => u.uGoogleId === DEMO_GOOGLE.sub)!.uStatus = 1;
    });
  });

  it('redirects to the configured site URL', async () => {
    const other = makeEnv({ now: clock.now, siteUrl: 'https://shop.example.test/' });
    try {
      const link = linkFor(await consentLinks(other.api), 'new');
      const res = await other.api.get(link).expect(302);
      expect(res.headers.location).toMatch(/^https:\/\/shop\.example\.test\/association\?code=/);
    } finally {
      await other.cleanup();
    }
  });
});

describe('the site the browser returns to', () => {
  const BALANCER = 'http://localhost:8080';
  let fleet: TestEnv;
  beforeAll(() => {
    fleet = makeEnv({ now: clock.now, siteOrigins: [SITE, BALANCER] });
  });
  afterAll(() => fleet.cleanup());

  /** The consent page as a browser coming from `referer` gets it: its links and its back link. */
  async function consentFrom(referer: string): Promise<string[]> {
    const res = await fleet.api.get('/api/GoogleLogin/gmail_login').set('Referer', referer);
    expect(res.status).toBe(200);
    return [...res.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  }

  it('is the origin of the Referer when CORS allows it (a site behind the balancer)', async () => {
    const links = await consentFrom(`${BALANCER}/`);
    expect(links).toContain(`${BALANCER}/login`);
    const signedIn = await fleet.api.get(linkFor(links, DEMO_GOOGLE.sub)).expect(302);
    expect(signedIn.headers.location).toMatch(/^http:\/\/localhost:8080\/\?code=/);
    const bound = await fleet.api.get(linkFor(await consentFrom(`${BALANCER}/login`), 'new'));
    expect(bound.status).toBe(302);
    expect(bound.headers.location).toMatch(/^http:\/\/localhost:8080\/association\?code=/);
  });

  it('is the configured site for an origin CORS does not allow, or a Referer that is no URL', async () => {
    for (const referer of ['https://evil.example.test/', 'not a url']) {
      const links = await consentFrom(referer);
      expect(links).toContain(`${SITE}/login`);
      const res = await fleet.api.get(linkFor(links, DEMO_GOOGLE.sub)).expect(302);
      expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/\?code=/);
    }
  });
});

describe('fixtures', () => {
  it('link the demo customer to a Google identity; the second customer has none', () => {
    const data = env.mock.db.data;
    expect(data.meta.schema_version).toBe(SCHEMA_VERSION);
    const demo = data.users.find((u) => u.uEmail === DEMO_ACCOUNTS.demo.email)!;
    const second = data.users.find((u) => u.uEmail === DEMO_ACCOUNTS.second.email)!;
    expect(demo.uGoogleId).toBe(DEMO_GOOGLE.sub);
    expect(second.uGoogleId).toBeNull();
    expect(data.google_accounts.find((g) => g.sub === DEMO_GOOGLE.sub)?.email).toBe(
      DEMO_GOOGLE.email,
    );
  });
});
