/**
 * The build row of `npm run bench` at several catalogue sizes: `next build` against a mock API
 * serving a given database, timed, with the peak memory of the whole process tree (the build
 * and its static-generation workers, summed, sampled from /proc) and the pages it pre-rendered.
 *
 * It builds into its own folder (NEXT_DIST_DIR, read by next.config.ts) under .bench/, removed
 * afterwards, so the site's .next stays as it was. It still takes both cores for minutes: run it
 * alone (the e2e suite and Lighthouse build and serve from the same machine).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inlinedSettings } from './stack-settings';
import { copyDb } from './build';
import { waitForUrl } from './ports';
import { log, ROOT } from './processes';

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** How often the process tree's memory is read: a worker living less than this may be missed. */
const SAMPLE_MS = 200;
const BENCH_DIR = path.join(ROOT, '.bench', 'build-scale');

export interface BuildScaleOptions {
  /** The database the mock serves (copied first: the mock may write beside it). */
  dbFile: string;
  /** The mock's port for this build (free, not the stack's 4000). */
  mockPort: number;
  /** A name for the log and the folders (`1x`, `100x`). */
  label: string;
  /** Runs after the build, before its folder and mock go (the site's rows, scale-site-bench.ts). */
  afterBuild?: (build: { distDir: string; mockUrl: string }) => Promise<void>;
}

export interface BuildScaleResult {
  label: string;
  products: number;
  articles: number;
  /** Wall time of `next build`. */
  seconds: number;
  /** Highest sum of the resident memory of the build's processes, in MiB. */
  peakTreeRssMiB: number;
  /** Highest resident memory of any one of them, in MiB. */
  peakProcessRssMiB: number;
  /** HTML pages the build wrote (pre-rendered pages, the error pages among them). */
  pagesPrerendered: number;
}

/** Resident memory (bytes) of each process, by pid, from /proc. */
function readProcesses(): Map<number, { ppid: number; rss: number }> {
  const found = new Map<number, { ppid: number; rss: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rssPages = Number(fields[21]);
      found.set(Number(entry), { ppid: Number(fields[1]), rss: rssPages * 4096 });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** The memory of `root` and all its descendants: their sum and the largest one. */
export function treeRss(
  root: number,
  processes: Map<number, { ppid: number; rss: number }> = readProcesses(),
): { total: number; largest: number } {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  let largest = 0;
  const queue = [root];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    const rss = processes.get(pid)?.rss ?? 0;
    total += rss;
    largest = Math.max(largest, rss);
    queue.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}

function countHtml(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += countHtml(full);
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

function countRecords(dbFile: string): { products: number; articles: number } {
  const db = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as {
    goods?: unknown[];
    articles?: unknown[];
  };
  return { products: db.goods?.length ?? 0, articles: db.articles?.length ?? 0 };
}

const MIB = 1024 * 1024;

/** Runs `next build` into `distDir` and measures it. */
async function timedBuild(
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; peakTree: number; peakOne: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peakTree = 0;
  let peakOne = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const { total, largest } = treeRss(child.pid);
    peakTree = Math.max(peakTree, total);
    peakOne = Math.max(peakOne, largest);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? code})`)),
      );
    });
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, peakTree, peakOne };
}

/**
 * Builds the site against a mock serving `dbFile` and measures the build. The site's own
 * next-env.d.ts (which `next build` rewrites to point at its build folder) is put back after.
 */
export async function benchBuild(options: BuildScaleOptions): Promise<BuildScaleResult> {
  const workDir = path.join(BENCH_DIR, options.label);
  fs.rmSync(workDir, { recursive: true, force: true });
  const dbFile = copyDb(options.dbFile, path.join(workDir, 'db.json'));
  const distDir = path.relative(ROOT, path.join(workDir, 'next'));
  const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
  const nextEnv = fs.existsSync(nextEnvFile) ? fs.readFileSync(nextEnvFile, 'utf8') : null;
  // A child of its own (not the stack's managed ones): stopping it is no failure of a stack.
  const mockUrl = `http://127.0.0.1:${options.mockPort}`;
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_API_PORT: String(options.mockPort),
      MOCK_DB: dbFile,
      MOCK_API_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const mockExited = new Promise((resolve) => mock.once('exit', resolve));
  try {
    await waitForUrl(`${mockUrl}/mock/health`, 120_000);
    log(`build ${options.label}: next build against ${mockUrl} into ${distDir}`);
    const measured = await timedBuild({
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      API_BASE_URL: mockUrl,
      ...inlinedSettings(process.env, 3000, options.mockPort),
    });
    await options.afterBuild?.({ distDir, mockUrl });
    return {
      label: options.label,
      ...countRecords(dbFile),
      seconds: Math.round(measured.seconds * 10) / 10,
      peakTreeRssMiB: Math.round(measured.peakTree / MIB),
      peakProcessRssMiB: Math.round(measured.peakOne / MIB),
      pagesPrerendered: countHtml(path.join(ROOT, distDir, 'server', 'pages')),
    };
  } finally {
    mock.kill('SIGTERM');
    await mockExited;
    if (nextEnv !== null) fs.writeFileSync(nextEnvFile, nextEnv);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
