import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium';
import { contractFrontUrl } from './scripts/lib/stack-settings';

const port = Number(process.env.PORT || 3000);

// E2E_API_PROXY=prism: the site's API is the contract front (scripts/e2e-stack.ts), and the
// specs that read NEXT_PUBLIC_API_BASE_URL (the site's CSP, say) must see that address too.
const contractFront = contractFrontUrl(process.env);
if (contractFront) process.env.NEXT_PUBLIC_API_BASE_URL ||= contractFront;
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

/**
 * Playwright never downloads a browser here: PLAYWRIGHT_CHROMIUM_PATH, else
 * Debian's chromium, else undefined, which means the one `npx playwright install` put there.
 */
const chromiumPath = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
);

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One worker: specs share one mock database (and resetMock), and the site, the mock
  // API and the browser already share 2 cores. `--workers=2` for read-only runs.
  workers: 1,
  // Pages missing from the ISR cache render on first visit, which is slow on 2 cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] },
      },
    },
  ],
  webServer: {
    // node --import tsx: no npx/tsx wrapper between Playwright and the stack's signals.
    command: 'node --import tsx scripts/e2e-stack.ts',
    url: `${baseURL}/`,
    // Includes `next build` when there is no build or sources changed (~4 min on 2 cores).
    timeout: 10 * 60_000,
    reuseExistingServer: !isCI,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the stack stop its children itself; the default would SIGKILL them all.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
