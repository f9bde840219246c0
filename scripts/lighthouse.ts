/**
 * `npm run lighthouse`: Lighthouse 12 performance scores (mobile emulation, the default
 * config) of the key pages of the production build: LIGHTHOUSE_RUNS runs a page (default 3),
 * the median run reported. LIGHTHOUSE_PAGES (paths separated by commas) audits only those; a
 * comma not followed by `/` stays in its path, so `/compare?products=A,B,C` is one page.
 *
 * LIGHTHOUSE_CHROME_FLAGS (space-separated) adds Chromium flags, for diagnosis only (e.g. to
 * check a browser feature's part in the headless frame stall of docs/performance.md); the
 * figures written down are taken without it.
 *
 * It runs on the contract's ports (3000/4000) because the browser's API URL is inlined
 * by the build, and refuses to start when they are busy rather than measure another server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envPort } from './lib/ports';
import { ROOT, exitAfterStop, log, runMain, runTask } from './lib/processes';
import { startProductionStack } from './lib/stack';
import { printTable } from './lib/table';
import { CHROMIUM_FLAGS } from './lib/chromium';
import { keyPages, pageSlug } from './lib/site-pages';

const OUT_DIR = path.join(ROOT, '.bench');
const REPORT_DIR = path.join(OUT_DIR, 'lighthouse');
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
/** The launch flags for Debian's Chromium as root (./lib/chromium.ts), plus headless. */
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  ...(process.env.LIGHTHOUSE_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
];

/** The part of a Lighthouse result (LHR) read here. */
interface LighthouseResult {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface PageResult {
  path: string;
  url: string;
  status: number;
  skipped?: string;
  score?: number | null;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  fcpMs?: number;
  speedIndexMs?: number;
  warnings?: string[];
  report?: string;
  /** The scores of every run, lowest first (the row shows the median run). */
  runs?: number[];
}

/** Single runs vary by several points on 2 shared cores: each page is audited this often. */
function auditRuns(): number {
  const raw = process.env.LIGHTHOUSE_RUNS;
  const runs = raw ? Number(raw) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS=${raw} is not valid`);
  return runs;
}

const REGENERATION_PAUSE_MS = 3000;

/** The run with the median score (skipped runs only when every run was skipped). */
function median(attempts: PageResult[]): PageResult {
  const scored = attempts
    .filter((attempt) => typeof attempt.score === 'number')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  if (scored.length === 0) return attempts[0];
  const middle = scored[Math.floor(scored.length / 2)];
  return { ...middle, runs: scored.map((attempt) => attempt.score ?? 0) };
}

function chromePath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    '/usr/bin/chromium',
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && fs.existsSync(candidate)),
  );
  if (!found) throw new Error('no Chromium found: `apt-get install chromium` or set CHROME_PATH');
  return found;
}

function metric(lhr: LighthouseResult, audit: string): number | undefined {
  const value = lhr.audits[audit]?.numericValue;
  return value === undefined ? undefined : Math.round(value * 1000) / 1000;
}

async function audit(
  url: string,
  pagePath: string,
  chrome: string,
  run: number,
): Promise<PageResult> {
  const report = path.join(REPORT_DIR, `${pageSlug(pagePath)}.run${run}.report.json`);
  // A fresh profile per run: nothing cached from the page before.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  try {
    await runTask(
      'lighthouse',
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--max-wait-for-load=60000',
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
        '--quiet',
      ],
      { CHROME_PATH: chrome },
    );
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8')) as LighthouseResult;
  const score = lhr.categories.performance?.score ?? null;
  return {
    path: pagePath,
    url,
    status: 200,
    score: score === null ? null : Math.round(score * 100),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    speedIndexMs: metric(lhr, 'speed-index'),
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...(lhr.runWarnings ?? []),
    ],
    report: path.relative(ROOT, report),
  };
}

function printResults(results: PageResult[]): void {
  const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);
  const header = ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'all runs'];
  const rows = results.map((r) =>
    r.skipped
      ? [r.path, `skipped: ${r.skipped}`, '', '', '', '']
      : [
          r.path,
          r.score === null || r.score === undefined ? 'n/a' : String(r.score),
          ms(r.lcpMs),
          ms(r.tbtMs),
          r.cls === undefined ? '-' : r.cls.toFixed(3),
          (r.runs ?? []).join(' '),
        ],
  );
  printTable(header, rows);
}

async function main(): Promise<void> {
  const port = envPort('PORT', 3000);
  const mockPort = envPort('MOCK_API_PORT', 4000);
  const chrome = chromePath();
  const { siteUrl, mockUrl } = await startProductionStack({
    port,
    mockPort,
    dbCopy: path.join(OUT_DIR, 'lighthouse-db.json'),
    command: 'npm run lighthouse',
  });

  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const results: PageResult[] = [];
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(/,(?=\/)/).filter(Boolean);
  // The key pages (scripts/lib/site-pages.ts), the newest article among them.
  const pages = only.length > 0 ? only : await keyPages(mockUrl);
  const runs = auditRuns();
  for (const pagePath of pages) {
    const url = `${siteUrl}${pagePath}`;
    // Following redirects: a page that moves is audited where it lands.
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status === 404) {
      log(`${pagePath}: 404, skipped`);
      results.push({ path: pagePath, url, status: 404, skipped: 'HTTP 404' });
      continue;
    }
    // That request may have started a background regeneration of a stale page: let it end,
    // or it shares the cores with the audited browser.
    await new Promise((resolve) => setTimeout(resolve, REGENERATION_PAUSE_MS));
    log(`${pagePath}: running Lighthouse (mobile, performance) ${runs} time(s)`);
    const attempts: PageResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      try {
        attempts.push({
          ...(await audit(url, pagePath, chrome, run + 1)),
          status: response.status,
        });
      } catch (error) {
        // One broken run should not cost the other pages' numbers.
        const message = error instanceof Error ? error.message : String(error);
        attempts.push({ path: pagePath, url, status: response.status, skipped: message });
      }
    }
    results.push(median(attempts));
  }

  printResults(results);
  for (const r of results) {
    for (const warning of r.warnings ?? []) log(`${r.path}: ${warning}`);
  }
  const out = path.join(OUT_DIR, 'lighthouse.json');
  const summary = {
    date: new Date().toISOString(),
    chrome,
    formFactor: 'mobile',
    pages: results,
  };
  fs.writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  log(`results written to ${path.relative(ROOT, out)} (full reports in .bench/lighthouse/)`);
  await exitAfterStop(0);
}

runMain(main);
