/**
 * A production instance writes one JSON line per event, errors included (Next's
 * multi-line stack traces became ~250 unparseable blocks per instance in two short outages).
 */
import {
  consoleLine,
  HOLD_MS,
  installJsonConsole,
  jsonLogWanted,
  logRequestError,
} from '@/features/ops/console-json';
import { logEvent } from '@/features/ops/log';

let written: string[];
let restore: () => void;
let fake: Console;

beforeEach(() => {
  jest.useFakeTimers();
  written = [];
  const keep = (text: unknown) => void written.push(String(text));
  fake = { log: keep, info: keep, debug: keep, warn: keep, error: keep } as unknown as Console;
  restore = installJsonConsole(fake);
});

afterEach(() => {
  restore();
  jest.useRealTimers();
});

/** Every line written, each parsed: throws on a line that is not one JSON object. */
const lines = () => written.map((text) => JSON.parse(text) as Record<string, unknown>);

function regenerationError(): Error {
  const error = new Error('API GET /api/goods/goods_details failed (network 0)');
  error.stack = `${error.message}\n    at getStaticProps (page.js:1:1)\n    at render (next.js:2:2)`;
  return error;
}

it('an error Next prints with its stack is one line: level error, the stack a field, no newline outside JSON', () => {
  const error = regenerationError();
  fake.error(error);
  jest.advanceTimersByTime(HOLD_MS);
  expect(written).toHaveLength(1);
  expect(written[0]).not.toContain('\n');
  expect(lines()[0]).toMatchObject({
    level: 'error',
    event: 'server_error',
    msg: error.message,
    error: { name: 'Error', message: error.message, stack: error.stack },
  });
});

it('onRequestError joins the request to the error line printed just before: still one line', async () => {
  const error = regenerationError();
  fake.error(' \u001b[31m⨯\u001b[39m', error);
  logRequestError(
    error,
    { path: '/about-us', method: 'GET' },
    {
      routerKind: 'Pages Router',
      routePath: '/[[...slug]]',
      routeType: 'render',
      revalidateReason: 'stale',
    },
  );
  jest.advanceTimersByTime(HOLD_MS * 2);
  expect(lines()).toEqual([
    expect.objectContaining({
      level: 'error',
      event: 'request_error',
      path: '/about-us',
      method: 'GET',
      route: '/[[...slug]]',
      revalidateReason: 'stale',
      msg: error.message,
    }),
  ]);
});

it('the same error printed again (a failed background regeneration is) is not a second line', () => {
  const error = regenerationError();
  fake.error(error);
  logRequestError(error, { path: '/about-us', method: 'GET' }, { revalidateReason: 'stale' });
  fake.error(error);
  jest.advanceTimersByTime(HOLD_MS * 2);
  expect(lines()).toEqual([expect.objectContaining({ event: 'request_error', path: '/about-us' })]);
});

it('an error Next did not print gets its own request_error line', () => {
  logRequestError(new Error('boom'), { path: '/x', method: 'POST' }, {});
  expect(lines()).toEqual([
    expect.objectContaining({ event: 'request_error', path: '/x', method: 'POST', msg: 'boom' }),
  ]);
});

it("the fleet's own JSON lines pass unchanged; other text is a server_message without colour codes", () => {
  const spy = jest.spyOn(console, 'log').mockImplementation((text) => fake.log(text));
  try {
    logEvent('info', 'redis_up', 'Redis connected');
  } finally {
    spy.mockRestore();
  }
  fake.warn('\u001b[33m⚠\u001b[39m Something\nover two lines');
  fake.log(' ✓ Ready in 1.2s');
  expect(lines()).toEqual([
    expect.objectContaining({ level: 'info', event: 'redis_up', msg: 'Redis connected' }),
    expect.objectContaining({
      level: 'warn',
      event: 'server_message',
      msg: 'Something\nover two lines',
    }),
    expect.objectContaining({ level: 'info', event: 'server_message', msg: 'Ready in 1.2s' }),
  ]);
  expect(written.every((text) => !text.includes('\n') && !text.includes('\u001b'))).toBe(true);
});

it('a warning that carries an Error is one line with the error fields', () => {
  const line = JSON.parse(
    consoleLine('warn', ['Failed to update prerender cache for', '/x', new Error('full')]),
  );
  expect(line).toMatchObject({
    level: 'warn',
    event: 'server_error',
    msg: 'Failed to update prerender cache for /x full',
    error: { message: 'full' },
  });
});

it('on in production unless LOG_FORMAT=text; off in development', () => {
  expect(jsonLogWanted({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toBe(true);
  expect(jsonLogWanted({ NODE_ENV: 'production', LOG_FORMAT: 'text' } as NodeJS.ProcessEnv)).toBe(
    false,
  );
  expect(jsonLogWanted({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe(false);
});
