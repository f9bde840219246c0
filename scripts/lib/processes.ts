/**
 * The processes of a stack (`npm start`, the benchmarks, Lighthouse, the Playwright web
 * server): the mock API, the site and any other server, run as children that stop together.
 *
 * Children stay in our process group on purpose: Playwright (and a terminal's Ctrl-C)
 * signal the whole group, so nothing is orphaned even if this process is SIGKILLed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { envPort } from './ports';
import {
  inlinedSettings,
  isMockSource,
  MOCK_SOURCE_DIRS,
  type InlinedSettings,
} from './stack-settings';

export const ROOT = path.resolve(__dirname, '..', '..');
// Run the bin file with node directly so the PID we hold is the server (TOOLCHAIN.md).
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const KILL_GRACE_MS = 5_000;
export type Env = Record<string, string | undefined>;

export interface Managed {
  name: string;
  child: ChildProcess;
  /** A server: its exit before stopAll() is a failure of the whole stack. */
  longRunning: boolean;
  exited: Promise<void>;
}

const children = new Set<Managed>();
let stopping = false;
let exiting = false;
let handlersInstalled = false;

export function log(message: string): void {
  console.log(`[stack] ${message}`);
}

function pipeLines(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WriteStream) {
  if (!stream) return;
  readline
    .createInterface({ input: stream, crlfDelay: Infinity })
    .on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

function spawnNode(
  name: string,
  args: string[],
  env: Env,
  longRunning: boolean,
  command: string = process.execPath,
): Managed {
  installHandlers();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    // No stdin: CI has none, and a child must never wait for input.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child.stdout, `[${name}]`, process.stdout);
  pipeLines(child.stderr, `[${name}]`, process.stderr);

  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const managed: Managed = { name, child, longRunning, exited };
  children.add(managed);

  child.once('error', (error) => log(`${name} could not start: ${error.message}`));
  child.once('exit', (code, signal) => {
    children.delete(managed);
    if (!longRunning || stopping) return;
    // A Ctrl-C reaches the children at the same time as us: give our own signal
    // handler a moment to mark the stop as intended before calling it a crash.
    setTimeout(() => {
      if (stopping) return;
      log(`${name} exited unexpectedly (${describeExit(code, signal)}); stopping the rest`);
      void exitAfterStop(1);
    }, 300);
  });
  return managed;
}

/** Runs a one-shot node command (fixtures, build); rejects on a non-zero exit. */
export function runTask(name: string, args: string[], env: Env = {}): Promise<void> {
  const task = spawnNode(name, args, env, false);
  return new Promise((resolve, reject) => {
    task.child.once('error', reject);
    task.child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${describeExit(code, signal)})`));
    });
  });
}

export interface Service {
  name: string;
  /** Base URL without a trailing slash. */
  url: string;
  pid: number | undefined;
}

export interface MockApiService extends Service {
  healthUrl: string;
}

export interface MockApiOptions {
  port: number;
  dbFile: string;
  /** Interface to bind; main.ts defaults to 127.0.0.1. */
  host?: string;
  /** Site origins the mock's CORS allows (when SITE_ORIGINS is not set already). */
  siteOrigins?: string[];
  /** No per-request log lines (benchmarks: logging would be most of the work). */
  quiet?: boolean;
  /**
   * Writes per client and per customer a minute (`MOCK_WRITE_LIMIT`, when not set already; 0
   * turns the write limits off): see mock-api/http/write-limit.ts and scripts/e2e-stack.ts.
   */
  writeLimit?: number;
  /**
   * The site's revalidation webhook, which the mock calls (signed with the secret) when it
   * publishes a draft (`POST /mock/content/.../publish`, or a schedule coming due):
   * SITE_REVALIDATE_URL and REVALIDATE_SECRET of the mock. The secret also lets the mock
   * recognise the site's preview credential (drafts for a preview render).
   */
  siteRevalidate?: {
    url: string;
    secret: string;
    /** BALANCER_REFRESH_URL: the balancers whose copies a publish refreshes (a fleet). */
    balancerRefresh?: string;
  };
  /** Restart the mock when one of its source files changes (`npm run dev`): see watchMock. */
  watch?: boolean;
}

// `node --import tsx` rather than the tsx CLI, which would sit between us and the server.
const MOCK_ARGS = ['--import', 'tsx', 'mock-api/main.ts'];
const MOCK_RESTART_DEBOUNCE_MS = 200;

/**
 * Runs the mock and restarts it when a source file changes (MOCK_SOURCE_DIRS, isMockSource:
 * never its database or pictures): see restartOnChange.
 */
function watchMock(env: Env): Managed {
  return restartOnChange({
    name: 'mock',
    args: MOCK_ARGS,
    env,
    root: ROOT,
    dirs: MOCK_SOURCE_DIRS,
    isSource: isMockSource,
  }).first;
}

export interface RestartOnChangeOptions {
  /** Log prefix of the process. */
  name: string;
  /** Node arguments (run from ROOT). */
  args: string[];
  env: Env;
  /** The folder `dirs` are in. */
  root: string;
  /** Folders watched with their subfolders (relative to `root`). */
  dirs: readonly string[];
  /** Whether a changed file (relative to `root`) restarts the process. */
  isSource: (file: string) => boolean;
  debounceMs?: number;
}

/**
 * Runs a node server and restarts it when a source file changes. The old process gets SIGTERM
 * and is waited for (SIGKILL after the grace period), so a server that saves on SIGTERM lets go
 * of its files and port before the new one starts; a change during a restart restarts once
 * more. (Node's and tsx's watch modes miss a change made while the new process loads, or SIGKILL
 * the old one on a second change.) A crash waits for the next change, as `next dev` does.
 */
export function restartOnChange(options: RestartOnChangeOptions): {
  first: Managed;
  current: () => Managed;
} {
  const spawnOne = () => {
    const managed = spawnNode(options.name, options.args, options.env, false);
    managed.child.once('exit', (code, signal) => {
      if (!stopping && !restarting && managed === current) {
        log(
          `${options.name} exited (${describeExit(code, signal)}): it restarts when a source file changes`,
        );
      }
    });
    return managed;
  };
  let restarting = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current = spawnOne();
  const first = current;
  const restart = async () => {
    if (restarting) {
      again = true;
      return;
    }
    restarting = true;
    do {
      again = false;
      await stopChild(current);
      if (stopping) return;
      current = spawnOne();
    } while (again);
    restarting = false;
  };
  // One watcher per folder: a folder's watcher sees a file replaced by a rename (how editors and
  // `sed -i` save), which Node's recursive watcher on Linux loses track of after the first time.
  const folders = options.dirs.flatMap((dir) => sourceFolders(options.root, dir));
  for (const dir of folders) {
    const watcher = fs.watch(path.join(options.root, dir), (_event, file) => {
      const changed = file ? path.join(dir, String(file)) : '';
      if (stopping || !options.isSource(changed)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        log(`${options.name}: ${changed} changed, restarting`);
        void restart();
      }, options.debounceMs ?? MOCK_RESTART_DEBOUNCE_MS);
    });
    watcher.on('error', (error) => log(`${options.name}: cannot watch ${dir} (${error.message})`));
    watcher.unref();
  }
  return { first, current: () => current };
}

/** Folders never holding sources: data the servers write, packages, hidden folders. */
const NOT_SOURCE_FOLDERS = new Set(['node_modules', 'uploads']);

/** `dir` and its folders that may hold sources (relative to `root`). */
function sourceFolders(root: string, dir: string): string[] {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  return [
    dir,
    ...entries
      .filter(
        (entry) =>
          entry.isDirectory() && !entry.name.startsWith('.') && !NOT_SOURCE_FOLDERS.has(entry.name),
      )
      .flatMap((entry) => sourceFolders(root, path.join(dir, entry.name))),
  ];
}

/** Starts `mock-api/main.ts` serving `dbFile`; wait for `healthUrl` before using it. */
export function startMockApi(options: MockApiOptions): MockApiService {
  const env: Env = { MOCK_API_PORT: String(options.port), MOCK_DB: options.dbFile };
  if (options.host) env.MOCK_API_HOST = options.host;
  if (options.siteOrigins && !process.env.SITE_ORIGINS) {
    env.SITE_ORIGINS = options.siteOrigins.join(',');
  }
  if (options.quiet && !process.env.MOCK_API_LOG) env.MOCK_API_LOG = '0';
  if (options.writeLimit !== undefined && !process.env.MOCK_WRITE_LIMIT) {
    env.MOCK_WRITE_LIMIT = String(options.writeLimit);
  }
  if (options.siteRevalidate) {
    env.SITE_REVALIDATE_URL = options.siteRevalidate.url;
    env.REVALIDATE_SECRET = options.siteRevalidate.secret;
    if (options.siteRevalidate.balancerRefresh) {
      env.BALANCER_REFRESH_URL = options.siteRevalidate.balancerRefresh;
    }
  }
  const mock = options.watch ? watchMock(env) : spawnNode('mock', MOCK_ARGS, env, true);
  const url = `http://127.0.0.1:${options.port}`;
  return { name: 'mock', url, healthUrl: `${url}/mock/health`, pid: mock.child.pid };
}

export interface SiteOptions {
  port: number;
  /** `next dev` (reload, no build) instead of `next start`. */
  dev: boolean;
  /** Where the site's server side calls the API. */
  apiBaseUrl: string;
  /**
   * The NEXT_PUBLIC_* values; only `next dev` reads them live (a build has them inlined, see
   * ensureBuild). Default: derived from PORT and MOCK_API_PORT (stack-settings.ts).
   */
  inlined?: InlinedSettings;
  /** The secret of /api/revalidate (REVALIDATE_SECRET); none: the route is off. */
  revalidateSecret?: string;
  /**
   * The shared ISR cache (REDIS_URL). Unset: the process's REDIS_URL passes through
   * as it is (none: Next's own file cache, as before).
   */
  redisUrl?: string;
  /** A distinct name for the log prefix when several sites run (`site-b`). */
  name?: string;
  /** More settings of the instance (INSTANCE_NAME, say). */
  env?: Env;
}

/** Where `npm start` writes the run's revalidation secret (mode 600, git-ignored). */
export const REVALIDATE_SECRET_FILE = path.join(ROOT, '.revalidate-secret');

/**
 * The revalidation secret of one `npm start`: REVALIDATE_SECRET when set, else a random one
 * drawn for this run and written to REVALIDATE_SECRET_FILE (never printed, never published).
 */
export function revalidateSecretForRun(): { secret: string; file: string | null } {
  const chosen = process.env.REVALIDATE_SECRET;
  if (chosen) return { secret: chosen, file: null };
  const secret = randomBytes(24).toString('base64url');
  fs.writeFileSync(REVALIDATE_SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(REVALIDATE_SECRET_FILE, 0o600);
  return { secret, file: REVALIDATE_SECRET_FILE };
}

/** Starts the Next.js site; `next start` needs a build (see ensureBuild). */
export function startSite(options: SiteOptions): Service {
  const args = [NEXT_BIN, options.dev ? 'dev' : 'start', '-p', String(options.port)];
  const name = options.name ?? 'site';
  const site = spawnNode(
    name,
    args,
    {
      PORT: String(options.port),
      // An inherited NODE_ENV (test, say) would make Next misbehave: set the one that matches.
      NODE_ENV: options.dev ? 'development' : 'production',
      API_BASE_URL: options.apiBaseUrl,
      ...(options.inlined ??
        inlinedSettings(process.env, options.port, envPort('MOCK_API_PORT', 4000))),
      ...(options.revalidateSecret ? { REVALIDATE_SECRET: options.revalidateSecret } : {}),
      ...(options.redisUrl !== undefined ? { REDIS_URL: options.redisUrl } : {}),
      // Stopped together with everything else (no balancer moves visitors elsewhere): no drain
      // before it stops (src/features/ops/drain.ts), nor a SIGKILL after KILL_GRACE_MS.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...options.env,
    },
    true,
  );
  return { name, url: `http://localhost:${options.port}`, pid: site.child.pid };
}

/** Starts any program as a managed server (the benchmark's redis-server and nginx). */
export function startCommand(
  name: string,
  command: string,
  args: string[],
  env: Env = {},
): number | undefined {
  return spawnNode(name, args, env, true, command).child.pid;
}

/** Starts any node script as a managed server (the benchmark's plain server, say). */
export function startNodeServer(name: string, args: string[], env: Env = {}): number | undefined {
  return spawnNode(name, args, env, true).child.pid;
}

async function stopChild(managed: Managed): Promise<void> {
  if (!isRunning(managed.child)) return;
  managed.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), KILL_GRACE_MS);
  });
  const late = await Promise.race([managed.exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late && isRunning(managed.child)) {
    log(`${managed.name} ignored SIGTERM for ${KILL_GRACE_MS / 1000} s: SIGKILL`);
    managed.child.kill('SIGKILL');
    await managed.exited;
  }
}

/** Stops every child: SIGTERM, then SIGKILL after 5 s. Safe to call more than once. */
export async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all([...children].map(stopChild));
}

/** Stops everything, then exits with `code`. */
export async function exitAfterStop(code: number): Promise<never> {
  if (!exiting) {
    exiting = true;
    await stopAll();
    process.exit(code);
  }
  // A second caller waits for the first one's exit.
  return new Promise<never>(() => undefined);
}

/** Runs a script's main function; any error stops the stack and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
    void exitAfterStop(1);
  });
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Alive and not a zombie (the event loop that would reap it no longer runs at exit). */
function isAliveSync(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state !== 'Z' && state !== 'X';
  } catch {
    if (fs.existsSync('/proc')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** Last resort on process exit: only synchronous code runs here, so wait by sleeping. */
function killRemainingSync(): void {
  const pids = [...children]
    .filter((managed) => isRunning(managed.child))
    .map((managed) => managed.child.pid)
    .filter((pid): pid is number => pid !== undefined);
  if (pids.length === 0) return;
  for (const pid of pids) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + KILL_GRACE_MS;
  while (Date.now() < deadline && pids.some(isAliveSync)) sleepSync(50);
  for (const pid of pids.filter(isAliveSync)) process.kill(pid, 'SIGKILL');
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (exiting) {
        // Asked twice: do not make the user wait for the grace period.
        for (const managed of children) managed.child.kill('SIGKILL');
        process.exit(1);
      }
      log(`${signal}: stopping`);
      void exitAfterStop(0);
    });
  }
  process.on('exit', killRemainingSync);
}
