/**
 * How soon Personal Center is usable for the demo customer: a benchmark, not a
 * timed test. Against a running stack (`npm start`, or the e2e stack): PORT and MOCK_API_PORT
 * say where. Signs in through the API, then loads /personal-center/user-info in Chromium
 * `BENCH_PC_RUNS` times (5) and prints, per run and as the median, the milliseconds from
 * navigation to the profile, the first passport and the reminders on screen, with the machine's
 * load average before and after (the figures mean little without it).
 *
 *   PORT=3000 MOCK_API_PORT=4000 npm run bench:personal-center
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './lib/chromium';
import { envPort } from './lib/ports';

const site = `http://localhost:${envPort('PORT', 3000)}`;
const mock = `http://127.0.0.1:${envPort('MOCK_API_PORT', 4000)}`;
const runs = Math.max(1, Number(process.env.BENCH_PC_RUNS ?? 5) || 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The 1-minute load average, as `uptime` prints it. */
function load(): string {
  return os.loadavg()[0]!.toFixed(1);
}

async function main(): Promise<void> {
  const loadBefore = load();
  const answer = (await (
    await fetch(`${mock}/api/login/check_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uEmail: 'demo@example.com', uPassword: 'Demo@12345' }),
    })
  ).json()) as { code: number; data?: string };
  if (answer.code !== 200 || !answer.data) throw new Error('The demo customer could not sign in');
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  const rows: { profile: number; passport: number; reminders: number }[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((token) => {
        localStorage.setItem('token', token);
        for (const flag of ['isActivity', 'isTopFixed', 'isRightFixed'])
          sessionStorage.setItem(flag, 'close');
      }, answer.data);
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${site}/personal-center/user-info`);
      const at = async (selector: string) => {
        await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
        return Date.now() - start;
      };
      const [profile, passport, reminders] = await Promise.all([
        at('[data-profile-missing], dl'),
        at('[data-my-tools] article'),
        at('[data-reminder]'),
      ]);
      rows.push({ profile, passport, reminders });
      console.log(
        `run ${run + 1}: profile ${profile} ms, first passport ${passport} ms, reminders ${reminders} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `median of ${runs}: profile ${median(rows.map((r) => r.profile))} ms, first passport ${median(
      rows.map((r) => r.passport),
    )} ms, reminders ${median(rows.map((r) => r.reminders))} ms (load average ${loadBefore} before, ${load()} after, ${os.cpus().length} cores)`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
