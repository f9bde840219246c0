/**
 * `npm run screenshots`: full-page PNGs of every page, public and signed in, at a phone's and
 * a desktop's width, on a first visit (the promotions shown) and with them dismissed, into one
 * folder (.screenshots/, with an index.html to flip through), so a person reviews the whole
 * site in a minute.
 *
 * Like `npm run lighthouse` it runs the production build on the contract's ports (3000/4000),
 * on a throw-away copy of the fixture database, and refuses to start when they are busy.
 * SCREENSHOTS_ONLY=substring limits the pages (e.g. SCREENSHOTS_ONLY=support);
 * SCREENSHOTS_WIDTHS=390,1440 and SCREENSHOTS_VISITS=dismissed limit the widths and visits;
 * SCREENSHOTS_SITE_URL=http://localhost:3000 photographs a stack that is already running
 * (its mock API on MOCK_API_PORT) instead of starting one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { envPort } from './lib/ports';
import { ROOT, exitAfterStop, log, runMain } from './lib/processes';
import { startProductionStack } from './lib/stack';
import { CHROMIUM_FLAGS } from './lib/chromium';
import { ACCOUNT_PAGES, PUBLIC_PAGES, articlePath, pageSlug } from './lib/site-pages';

const OUT_DIR = path.join(ROOT, '.screenshots');
/** A phone, a tablet held upright (the menu's and the grids' middle layouts) and a desktop. */
const DEFAULT_WIDTHS = [390, 768, 1440];
const VISITS = ['dismissed', 'first-visit'] as const;
/** Session flags that mark the mailing-list popup and the top and right boxes as dismissed. */
const PROMO_FLAGS = ['isActivity', 'isTopFixed', 'isRightFixed'];
/** The mailing-list popup opens a moment after load. */
const FIRST_VISIT_WAIT_MS = 3500;
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

type Visit = (typeof VISITS)[number];

/** The widths of SCREENSHOTS_WIDTHS (comma-separated pixels), or the default three. */
function chosenWidths(setting: string | undefined): number[] {
  if (!setting) return DEFAULT_WIDTHS;
  const widths = setting.split(',').map((part) => Number(part.trim()));
  const bad = widths.filter((width) => !Number.isInteger(width) || width < 200 || width > 4000);
  if (bad.length > 0 || widths.length === 0) {
    throw new Error(`SCREENSHOTS_WIDTHS="${setting}": give widths in pixels, e.g. 390,768,1440`);
  }
  return widths;
}

/** The visits of SCREENSHOTS_VISITS (dismissed, first-visit), or both. */
function chosenVisits(setting: string | undefined): Visit[] {
  if (!setting) return [...VISITS];
  const visits = setting.split(',').map((part) => part.trim());
  const unknown = visits.filter((visit) => !(VISITS as readonly string[]).includes(visit));
  if (unknown.length > 0) {
    throw new Error(`SCREENSHOTS_VISITS="${setting}": use ${VISITS.join(' and/or ')}`);
  }
  return visits as Visit[];
}

interface Shot {
  file: string;
  pagePath: string;
  width: number;
  visit: Visit;
  signedIn: boolean;
}

async function signInToken(mockUrl: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/login/check_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uEmail: DEMO.email, uPassword: DEMO.password }),
  });
  const body = (await response.json()) as { code: number; data?: unknown };
  if (body.code !== 200 || typeof body.data !== 'string') {
    throw new Error(`sign-in of ${DEMO.email} failed: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** Scrolls through the page so lazy pictures and deferred sections load, then back to the top. */
async function revealLazyContent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    // A loaded machine answers slower than the scroll passes: load every picture still
    // pending (lazy ones included) and wait for them, so a blank frame is a defect of the
    // page and never of the timing.
    const pending = Array.from(document.images).filter((image) => !image.complete);
    for (const image of pending) image.loading = 'eager';
    await Promise.race([
      Promise.all(pending.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function capture(
  browser: Browser,
  siteUrl: string,
  shot: Omit<Shot, 'file'>,
  token: string | null,
): Promise<Shot> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: shot.width < 600,
    hasTouch: shot.width < 600,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ({ flags, dismissed, sessionToken }) => {
        if (dismissed) for (const flag of flags) window.sessionStorage.setItem(flag, 'close');
        if (sessionToken) window.localStorage.setItem('token', sessionToken);
      },
      { flags: PROMO_FLAGS, dismissed: shot.visit === 'dismissed', sessionToken: token },
    );
    await page.goto(`${siteUrl}${shot.pagePath}`, { waitUntil: 'load' });
    await revealLazyContent(page);
    if (shot.visit === 'first-visit') await page.waitForTimeout(FIRST_VISIT_WAIT_MS);
    const name = `${pageSlug(shot.pagePath)}.${shot.width}.${shot.visit}.png`;
    await page.screenshot({ path: path.join(OUT_DIR, name), fullPage: true });
    return { ...shot, file: name };
  } finally {
    await context.close();
  }
}

function writeIndex(shots: Shot[]): void {
  const rows = shots
    .map(
      (shot) =>
        `<figure><figcaption>${shot.pagePath} · ${shot.width} px · ${shot.visit}${
          shot.signedIn ? ' · signed in' : ''
        }</figcaption><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${
          shot.pagePath
        } at ${shot.width} px"></a></figure>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui;margin:16px;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;width:360px}img{width:100%;border:1px solid #ccc}figcaption{margin-bottom:4px}</style>
${rows}</html>\n`;
  fs.writeFileSync(path.join(OUT_DIR, 'index.html'), html);
}

/** The site and mock API to photograph: a running stack, or one started on the contract's ports. */
async function stackUrls(): Promise<{ siteUrl: string; mockUrl: string }> {
  const port = envPort('PORT', 3000);
  const mockPort = envPort('MOCK_API_PORT', 4000);
  const running = process.env.SCREENSHOTS_SITE_URL;
  if (running)
    return { siteUrl: running.replace(/\/$/, ''), mockUrl: `http://127.0.0.1:${mockPort}` };
  return startProductionStack({
    port,
    mockPort,
    dbCopy: path.join(ROOT, '.bench', 'screenshots-db.json'),
    command: 'npm run screenshots',
  });
}

async function main(): Promise<void> {
  // Read the settings first: a typo fails at once, not after the build.
  const widths = chosenWidths(process.env.SCREENSHOTS_WIDTHS);
  const visits = chosenVisits(process.env.SCREENSHOTS_VISITS);
  const { siteUrl, mockUrl } = await stackUrls();
  const article = await articlePath(mockUrl);
  const only = process.env.SCREENSHOTS_ONLY;
  const keep = (pagePath: string) => !only || pagePath.includes(only);
  const publicPages = [...PUBLIC_PAGES, ...(article ? [article] : [])].filter(keep);
  const accountPages = ACCOUNT_PAGES.filter(keep);

  // A full run replaces the folder; a partial one (SCREENSHOTS_ONLY) keeps the other pages' shots.
  if (!only) fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  const shots: Shot[] = [];
  try {
    const plan: Omit<Shot, 'file'>[] = [];
    for (const width of widths) {
      for (const visit of visits) {
        for (const pagePath of publicPages) plan.push({ pagePath, width, visit, signedIn: false });
        for (const pagePath of accountPages) plan.push({ pagePath, width, visit, signedIn: true });
      }
    }
    for (const [index, shot] of plan.entries()) {
      log(`[${index + 1}/${plan.length}] ${shot.pagePath} at ${shot.width} px, ${shot.visit}`);
      // A fresh sign-in per page: a long run outlives nothing (a reset of the mock revokes tokens).
      const token = shot.signedIn ? await signInToken(mockUrl) : null;
      shots.push(await capture(browser, siteUrl, shot, token));
    }
  } finally {
    await browser.close();
  }
  writeIndex(shots);
  log(`${shots.length} screenshots in ${path.relative(ROOT, OUT_DIR)}/ (open index.html)`);
  await exitAfterStop(0);
}

runMain(main);
