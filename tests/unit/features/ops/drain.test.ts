/**
 * The drain: on SIGTERM the instance answers 503 on /api/health and keeps serving for the drain
 * period before Next's own shutdown runs; SIGINT or a second signal stop at once.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { EventEmitter } from 'node:events';
import {
  drainMs,
  installDrain,
  isShuttingDown,
  REQUEST_START_CHANNEL,
  type SignalTarget,
} from '@/features/ops/drain';

class FakeProcess extends EventEmitter {
  exit = jest.fn<void, [number]>();
}

function setUp(periodMs = 10_000) {
  const proc = new FakeProcess();
  // What `next start` registered before instrumentation ran: close the server and exit.
  const nextShutdown = jest.fn<void, [NodeJS.Signals]>();
  proc.on('SIGTERM', nextShutdown);
  proc.on('SIGINT', nextShutdown);
  installDrain(proc as unknown as SignalTarget, periodMs);
  return { proc, nextShutdown };
}

beforeEach(() => {
  jest.useFakeTimers();
  globalThis.__diagtoolsShuttingDown = undefined;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.__diagtoolsShuttingDown = undefined;
  jest.restoreAllMocks();
});

it("answers 503 from SIGTERM on and runs Next's shutdown only after the drain period", () => {
  const { proc, nextShutdown } = setUp(10_000);
  expect(isShuttingDown()).toBe(false);
  proc.emit('SIGTERM', 'SIGTERM');
  expect(isShuttingDown()).toBe(true);
  jest.advanceTimersByTime(9_999);
  expect(nextShutdown).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(nextShutdown).toHaveBeenCalledTimes(1);
  expect(nextShutdown).toHaveBeenCalledWith('SIGTERM');
  expect(proc.exit).not.toHaveBeenCalled();
});

it('a second signal during the drain stops at once, and only once', () => {
  const { proc, nextShutdown } = setUp(10_000);
  proc.emit('SIGTERM', 'SIGTERM');
  jest.advanceTimersByTime(2_000);
  proc.emit('SIGTERM', 'SIGTERM');
  expect(nextShutdown).toHaveBeenCalledTimes(1);
  proc.emit('SIGINT', 'SIGINT');
  jest.advanceTimersByTime(20_000);
  expect(nextShutdown).toHaveBeenCalledTimes(1);
});

it('SIGINT (Ctrl-C) marks the instance and stops without a drain', () => {
  const { proc, nextShutdown } = setUp(10_000);
  proc.emit('SIGINT', 'SIGINT');
  expect(isShuttingDown()).toBe(true);
  expect(nextShutdown).toHaveBeenCalledWith('SIGINT');
});

it('exits by itself after the drain when Next has no listener (NEXT_MANUAL_SIG_HANDLE)', () => {
  const proc = new FakeProcess();
  installDrain(proc as unknown as SignalTarget, 3_000);
  proc.emit('SIGTERM', 'SIGTERM');
  jest.advanceTimersByTime(2_999);
  expect(proc.exit).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(proc.exit).toHaveBeenCalledWith(0);
});

it('installs once per process', () => {
  const { proc, nextShutdown } = setUp(1_000);
  installDrain(proc as unknown as SignalTarget, 0);
  proc.emit('SIGTERM', 'SIGTERM');
  expect(nextShutdown).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1_000);
  expect(nextShutdown).toHaveBeenCalledTimes(1);
});

it('reads SHUTDOWN_DRAIN_SECONDS: 10 s by default, 0 turns it off, a bad value is the default', () => {
  expect(drainMs({})).toBe(10_000);
  expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '0' })).toBe(0);
  expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '2.5' })).toBe(2_500);
  expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toBe(10_000);
  expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toBe(10_000);
});

it('from SIGTERM on, every answer closes its connection (no kept-alive connection holds the stop)', () => {
  const { proc } = setUp(10_000);
  const answer = () => ({ headersSent: false, setHeader: jest.fn() });
  const channel = diagnosticsChannel.channel(REQUEST_START_CHANNEL);
  const before = answer();
  channel.publish({ response: before });
  expect(before.setHeader).not.toHaveBeenCalled();
  proc.emit('SIGTERM', 'SIGTERM');
  const during = answer();
  channel.publish({ response: during });
  expect(during.setHeader).toHaveBeenCalledWith('Connection', 'close');
});
