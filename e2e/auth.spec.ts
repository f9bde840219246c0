/**
 * Accounts end to end: sign-up with the mailed code, sign-in, sign-out, password
 * reset, both Google paths, the remembered path, a forged token and open-redirect attempts.
 * Codes are read back from the mock's outbox, as a customer would read their mail.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, MOCK_API_URL, expect, gotoHydrated, hydrated, test } from './fixtures';
import { latestCode } from './support/accounts';
import { DESKTOP } from './support/layout-probes';

/** A fresh address per run: the mock allows one code a minute per address. */
function freshEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function token(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** Fills and sends the sign-in form of /login. */
async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The scripts run after the first paint: a click before the page has hydrated is not seen.
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Fills the e-mail, code, password, repeat, user type and agreement of sign-up or bind. */
async function fillAccountForm(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('User type').selectOption({ index: 1 });
  await page.getByRole('checkbox').check();
}

/** Google's "new account" path from /login: the binding page with the consent's code. */
async function openGoogleBinding(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('link', { name: 'Use a new Google account' }).click();
  await expect(page).toHaveURL(/\/association\?code=/);
}

test.describe('accounts', () => {
  test.beforeEach(async ({ resetMock }) => {
    await resetMock();
  });

  test('sign up with the mailed code, sign in, then sign out', async ({ page, request }) => {
    const email = freshEmail('new');
    const password = 'New@User123';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await fillAccountForm(page, request, email, password);
    await page.getByRole('button', { name: 'Create an Account' }).click();
    await expect(page.getByText('Your account has been created, please sign in')).toBeVisible();

    // Back on Sign In with cleared forms.
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => token(page)).not.toBeNull();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tips' });
    await dialog.getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => token(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('reset a password with the mailed code and sign in with the new one', async ({
    page,
    request,
    resetMock,
  }) => {
    const { email } = ACCOUNTS.second;
    const password = 'Second@99999';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot or need a password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await latestCode(request, email));
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();

    await signInWithForm(page, email, ACCOUNTS.second.password);
    await expect(page.getByText('Incorrect e-mail address or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => token(page)).not.toBeNull();
    await resetMock();
  });

  test('Google: an account already linked comes back signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByRole('link', { name: /demo\.diagtools@gmail\.com/ }).click();
    // The site keeps the token and takes the code out of the address bar.
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect.poll(() => token(page)).not.toBeNull();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('Google: a new account binds an e-mail address and is signed in', async ({
    page,
    request,
  }) => {
    await openGoogleBinding(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bind Your E-mail Address' }),
    ).toBeVisible();
    await fillAccountForm(page, request, freshEmail('bound'), 'Bound@User1');
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect.poll(() => token(page)).not.toBeNull();
  });

  test('Google: binding an address that has an account goes to sign-in', async ({
    page,
    request,
  }) => {
    await openGoogleBinding(page);
    // The second customer has no Google account linked yet (the demo one has).
    await fillAccountForm(page, request, ACCOUNTS.second.email, 'Whatever@123');
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByText(/already has an account/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  });

  test('the address names the view: /login#sign-up and #reset open it', async ({ page }) => {
    const title = (name: string) => page.getByRole('heading', { level: 1, name });
    await page.goto('/login#sign-up');
    await expect(title('Create an Account')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    // Another fragment on the same page (a link, the address bar) switches the view.
    await page.goto('/login#reset');
    await expect(title('Reset Password')).toBeVisible();
    await page.reload();
    await expect(title('Reset Password')).toBeVisible();
    // A view opened by the page's links is written into the address.
    await page.getByRole('link', { name: 'Return to Sign In' }).click();
    await expect(title('Sign In')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login#sign-up$/);
  });

  test("sign-up's Terms of Service opens the customer terms, not the distributor's", async ({
    page,
  }) => {
    await page.goto('/login#sign-up');
    const terms = page.getByRole('link', { name: 'Terms of Service' });
    await expect(terms).toHaveAttribute('href', '/about-us/terms-of-service');
    const opened = page.waitForEvent('popup');
    await terms.click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/about-us\/terms-of-service$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(tab.getByText('Distributor Program Terms')).toHaveCount(0);
  });

  test('the customer area sends a visitor to sign in and back', async ({ page }) => {
    await page.goto('/personal-center/user-info');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center%2Fuser-info$/);
    await signInWithForm(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    await expect(page).toHaveURL(/\/personal-center\/user-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.demo.email).first()).toBeVisible();
  });

  test('a forged token signs the visitor out with the message', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('token', 'A'.repeat(43)));
    await page.goto('/personal-center/user-info');
    await expect(
      page.getByText('The sign-in token is not recognised, please sign in again'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect.poll(() => token(page)).toBeNull();
  });

  for (const target of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com']) {
    test(`an open redirect to ${target} lands on the home page`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signInWithForm(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    });
  }
});

/** A token from the API, without the fixture's per-load init script. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${MOCK_API_URL}/api/login/check_login`, {
    data: { uEmail: ACCOUNTS.demo.email, uPassword: ACCOUNTS.demo.password },
  });
  const body = (await response.json()) as { code: number; data?: unknown };
  expect(body.code).toBe(200);
  return String(body.data);
}

test('signing out in one tab signs out the other', async ({ page, request, resetMock }) => {
  await resetMock();
  await page.setViewportSize(DESKTOP);
  const token = await apiToken(request);
  await gotoHydrated(page, '/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  // The other tabs too start with the promotions dismissed (the fixture does it for `page`).
  await page.context().addInitScript(() => {
    for (const flag of ['isActivity', 'isTopFixed', 'isRightFixed']) {
      window.sessionStorage.setItem(flag, 'close');
    }
  });
  const other = await page.context().newPage();
  await other.setViewportSize(DESKTOP);
  await gotoHydrated(other, '/personal-center/user-info');
  await expect(other.getByText(ACCOUNTS.demo.email).first()).toBeVisible();
  const third = await page.context().newPage();
  await third.setViewportSize(DESKTOP);
  await gotoHydrated(third, '/products');
  await expect(third.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('dialog', { name: 'Tips' }).getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The account page goes to the sign-in page; the public page's header offers Sign in.
  await expect(other).toHaveURL(/\/login/);
  await expect(third.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(third.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect.poll(() => third.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
