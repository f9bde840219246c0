/**
 * `next start` warms the sitemap's list at start-up (src/instrumentation.ts,
 * sitemap-cache.ts), without waiting for it (the server listens meanwhile), and the build does
 * not. The ops parts register() installs are stubbed here.
 */
import { register } from '@/instrumentation';

const mockWarmSitemap = jest.fn(() => new Promise<void>(() => undefined));
jest.mock('@/features/routing/sitemap-cache', () => ({ warmSitemap: mockWarmSitemap }));
jest.mock('@/features/ops/recorder', () => ({ installOpsRecorder: jest.fn() }));
jest.mock('@/features/ops/drain', () => ({ installDrain: jest.fn() }));
jest.mock('@/features/ops/console-json', () => ({
  installJsonConsole: jest.fn(),
  jsonLogWanted: () => false,
}));

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  mockWarmSitemap.mockClear();
});

function as(env: Record<string, string>): void {
  delete process.env.REDIS_URL;
  delete process.env.NEXT_PHASE;
  Object.assign(process.env, { NEXT_RUNTIME: 'nodejs' }, env);
}

test('a production start warms the list once and does not wait for it', async () => {
  as({ NODE_ENV: 'production' });
  await register(); // resolves although the warming never ends
  expect(mockWarmSitemap).toHaveBeenCalledTimes(1);
});

test('the build and the dev server do not', async () => {
  as({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
  await register();
  as({ NODE_ENV: 'development' });
  await register();
  expect(mockWarmSitemap).not.toHaveBeenCalled();
});
