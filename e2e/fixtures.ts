/**
 * The one Playwright `test` every spec imports: the stock fixtures plus `resetMock`
 * (a clean database for specs that write) and `signIn`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { defaultStrict } from '../mock-api/routes/strict';
import { MOCK_ONLY_ENDPOINTS } from '../src/contract/endpoints';

/** Server-side address of the mock API (the e2e stack binds it on the loopback). */
export const MOCK_API_URL = `http://127.0.0.1:${process.env.MOCK_API_PORT || 4000}`;

/** Accounts of the fixtures (README.md, "Demo accounts"). */
export const ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'Demo@12345' },
  second: { email: 'second@example.com', password: 'Second@12345' },
} as const;

/** localStorage key the site reads the token from (src/lib/session.ts). */
const TOKEN_KEY = 'token';

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

/** Session flags of the mailing-list popup and the top and right boxes. */
const PROMO_FLAGS = ['isActivity', 'isTopFixed', 'isRightFixed'];

export interface MockOptions {
  /**
   * 'closed' (the default) starts every page with the popup and boxes already dismissed
   * for the session, so a modal does not hide the page under test; 'shown' leaves them.
   */
  promos: 'shown' | 'closed';
}

export interface MockFixtures {
  /** Restores the mock database from the fixtures. */
  resetMock: () => Promise<void>;
  /** Signs in through the API and makes every later page load of `page` signed in; returns the token. */
  signIn: (page: Page, email: string, password: string) => Promise<string>;
}

/**
 * The mode the mock answers in: strict (MOCK_API_STRICT=1, `npm run test:e2e:strict`) refuses
 * an endpoint the vendor does not document, as an unknown route; the default serves it. Null
 * when the answer says neither (a simulated outage left on, say).
 */
async function runningMockMode(): Promise<'strict' | 'default' | null> {
  try {
    const response = await fetch(`${MOCK_API_URL}${MOCK_ONLY_ENDPOINTS.siteConfig.path}`);
    const { code } = (await response.json()) as Envelope;
    return code === 404 ? 'strict' : code === 200 ? 'default' : null;
  } catch {
    return null;
  }
}

interface WorkerFixtures {
  /**
   * The mode of the mock the suite runs against, checked once per worker: a stack of the other
   * mode left running on these ports (Playwright reuses one outside CI) stops the run.
   */
  mockMode: 'strict' | 'default';
}

export const test = base.extend<MockFixtures & MockOptions, WorkerFixtures>({
  mockMode: [
    async ({}, provide) => {
      const wanted = defaultStrict() ? 'strict' : 'default';
      const running = await runningMockMode();
      if (running !== null && running !== wanted) {
        throw new Error(
          `the mock on ${MOCK_API_URL} runs in ${running} mode, this run wants ${wanted} ` +
            '(MOCK_API_STRICT): stop the stack left running on these ports',
        );
      }
      await provide(wanted);
    },
    { scope: 'worker', auto: true },
  ],

  promos: ['closed', { option: true }],

  page: async ({ page, promos }, provide) => {
    if (promos === 'closed') {
      await page.addInitScript((flags) => {
        for (const flag of flags) window.sessionStorage.setItem(flag, 'close');
      }, PROMO_FLAGS);
    }
    await provide(page);
  },

  // `provide` rather than Playwright's usual `use`, which the React hooks lint rule mistakes for React's.
  resetMock: async ({ request }, provide) => {
    await provide(async () => {
      const response = await request.post(`${MOCK_API_URL}/mock/reset`);
      const body = (await response.json()) as Envelope;
      if (!response.ok() || body.code !== 200) {
        throw new Error(
          `POST /mock/reset failed: HTTP ${response.status()} ${JSON.stringify(body)}`,
        );
      }
    });
  },

  // Through the API, for speed: e2e/auth.spec.ts drives the sign-in page itself.
  signIn: async ({ request }, provide) => {
    await provide(async (page, email, password) => {
      const response = await request.post(`${MOCK_API_URL}/api/login/check_login`, {
        data: { uEmail: email, uPassword: password },
      });
      const body = (await response.json()) as Envelope;
      if (body.code !== 200 || typeof body.data !== 'string') {
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      }
      const token = body.data;
      // Runs before the site's scripts on every navigation, so the first render is signed in.
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: TOKEN_KEY,
        value: token,
      });
      return token;
    });
  },
});

export { expect };

/** The discard question's title (DISCARD_TITLE, src/components/form/modal-dialog.tsx). */
export const DISCARD_TITLE = 'Leave this form?';

/**
 * The site's toast that says exactly `message` (a warning is titled Tips before it; errors and
 * successes have no title, docs/copy.md), not a page's own inline alert with the same words:
 * toasts sit in MUI's Snackbar.
 */
export function toast(page: Page, message: string): Locator {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .locator('.MuiSnackbar-root')
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^(?:Tips)?${escaped}$`) });
}

/**
 * Noon (local time) of the day the suite's database was made (its `meta.made_on`; the stack
 * copies the fixtures to .e2e/db.json, scripts/e2e-stack.ts): the top bar's sale runs for a
 * few weeks from it, so a page shown at this time has the bar whenever the fixtures were made.
 */
export function fixturesMadeOn(): Date {
  const file = path.join(__dirname, '..', '.e2e', 'db.json');
  const { meta } = JSON.parse(readFileSync(file, 'utf8')) as { meta?: { made_on?: string } };
  return meta?.made_on ? new Date(`${meta.made_on}T12:00:00`) : new Date();
}

/** Waits until the page has hydrated (Next's client has started), so events reach its handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as { next?: unknown }).next === 'object');
}

/** Loads a page and waits for hydration, so the keys reach the page's own handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
