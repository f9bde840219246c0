/**
 * How a stack (`npm start`, `npm run dev`, the e2e stack, Lighthouse, screenshots, benchmarks)
 * derives its addresses from the environment, and when its build no longer fits them. Pure
 * functions: scripts/lib/processes.ts, build.ts and ports.ts do the processes and files.
 *
 * One setting moves a stack: PORT moves the site (and its public URL, and the origins the
 * mock's CORS allows), MOCK_API_PORT moves the mock (and the URL browsers call), unless
 * NEXT_PUBLIC_API_BASE_URL or NEXT_PUBLIC_SITE_URL say otherwise.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_PORT = 3000;
export const DEFAULT_MOCK_API_PORT = 4000;

/**
 * The values `next build` inlines into the bundle (src/config/settings.ts reads them; the
 * Content-Security-Policy of next.config.ts follows the API's). An empty string: unset, the
 * site's own default applies.
 */
export interface InlinedSettings {
  NEXT_PUBLIC_API_BASE_URL: string;
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_TRANSLATE_WIDGET_URL: string;
}

export const INLINED_KEYS = [
  'NEXT_PUBLIC_API_BASE_URL',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_TRANSLATE_WIDGET_URL',
] as const satisfies readonly (keyof InlinedSettings)[];

/** A port from the environment, or the default; a bad value is an error, not a surprise. */
export function envPort(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid port`);
  }
  return port;
}

function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * E2E_API_PROXY=prism: the address the site takes for the API, the contract front before Prism
 * (scripts/e2e-stack.ts; E2E_CONTRACT_PORT, default 4030); null otherwise.
 */
export function contractFrontUrl(env: Env): string | null {
  if (env.E2E_API_PROXY !== 'prism') return null;
  return `http://localhost:${envPort(env, 'E2E_CONTRACT_PORT', 4030)}`;
}

/** The inlined values a site on `port` with its mock on `mockPort` needs. */
export function inlinedSettings(env: Env, port: number, mockPort: number): InlinedSettings {
  return {
    NEXT_PUBLIC_API_BASE_URL: trimSlash(
      env.NEXT_PUBLIC_API_BASE_URL || `http://localhost:${mockPort}`,
    ),
    NEXT_PUBLIC_SITE_URL: trimSlash(env.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`),
    NEXT_PUBLIC_TRANSLATE_WIDGET_URL: (env.NEXT_PUBLIC_TRANSLATE_WIDGET_URL ?? '').trim(),
  };
}

/** The origins browsers use for the site: both loopback names on its port, and its public URL. */
export function siteOriginsFor(port: number, siteUrl?: string): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (siteUrl) {
    const origin = new URL(siteUrl).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

export interface StackSettings {
  port: number;
  mockPort: number;
  /** Where the site's server side calls the mock (loopback, never what browsers use). */
  apiBaseUrl: string;
  inlined: InlinedSettings;
  /** Origins the mock's CORS allows. */
  siteOrigins: string[];
  /** Settings that look wrong together, each with its fix. */
  warnings: string[];
}

export function stackSettings(env: Env): StackSettings {
  const port = envPort(env, 'PORT', DEFAULT_PORT);
  const mockPort = envPort(env, 'MOCK_API_PORT', DEFAULT_MOCK_API_PORT);
  const inlined = inlinedSettings(env, port, mockPort);
  const warnings: string[] = [];
  const publicApi = new URL(inlined.NEXT_PUBLIC_API_BASE_URL);
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(publicApi.hostname);
  if (isLocal && publicApi.port !== String(mockPort)) {
    warnings.push(
      `browsers will call the API at ${inlined.NEXT_PUBLIC_API_BASE_URL} (NEXT_PUBLIC_API_BASE_URL), ` +
        `but this mock listens on :${mockPort}: unset NEXT_PUBLIC_API_BASE_URL to use http://localhost:${mockPort}`,
    );
  }
  return {
    port,
    mockPort,
    apiBaseUrl: `http://127.0.0.1:${mockPort}`,
    inlined,
    siteOrigins: siteOriginsFor(port, inlined.NEXT_PUBLIC_SITE_URL),
    warnings,
  };
}

/** The folders holding the mock's sources (`npm run dev` restarts it on a change there). */
export const MOCK_SOURCE_DIRS = ['mock-api', 'src/contract', 'fixtures'] as const;

/**
 * A file (relative to the project) whose change restarts the mock: TypeScript it runs, never
 * the data it writes (a database and its journal may live in fixtures/, pictures in
 * mock-api/uploads/), which would restart it after every write.
 */
export function isMockSource(path: string): boolean {
  const file = path.replace(/\\/g, '/');
  const parts = file.split('/');
  if (!(MOCK_SOURCE_DIRS as readonly string[]).some((dir) => file.startsWith(`${dir}/`))) {
    return false;
  }
  if (parts.includes('node_modules') || parts.includes('uploads')) return false;
  return /\.(ts|tsx|mts|cts)$/.test(file) && !file.endsWith('.d.ts');
}

/** The build's record of what it inlined (the file's text), or null when absent or unreadable. */
export function parseBuildRecord(text: string | null): InlinedSettings | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!INLINED_KEYS.every((key) => typeof record[key] === 'string')) return null;
  return {
    NEXT_PUBLIC_API_BASE_URL: record.NEXT_PUBLIC_API_BASE_URL as string,
    NEXT_PUBLIC_SITE_URL: record.NEXT_PUBLIC_SITE_URL as string,
    NEXT_PUBLIC_TRANSLATE_WIDGET_URL: record.NEXT_PUBLIC_TRANSLATE_WIDGET_URL as string,
  };
}

/** One line per inlined value the build has but this run does not want. */
export function inlinedDifferences(built: InlinedSettings, wanted: InlinedSettings): string[] {
  const shown = (value: string) => value || '(default)';
  return INLINED_KEYS.filter((key) => built[key] !== wanted[key]).map(
    (key) => `${key} is ${shown(built[key])} in the build, this run needs ${shown(wanted[key])}`,
  );
}

export interface BuildState {
  /** `.next/BUILD_ID` exists. */
  exists: boolean;
  /** What the build recorded it inlined (null: no record, e.g. a plain `next build`). */
  recorded: InlinedSettings | null;
  /** A source file is newer than the build. */
  sourcesChanged: boolean;
}

export interface BuildWish {
  /** What this run needs inlined; null: any build serves (only server-side requests). */
  wanted: InlinedSettings | null;
  force?: boolean;
  /** Rebuild when sources are newer than the build (tests and benchmarks). */
  rebuildIfStale?: boolean;
}

export interface BuildDecision {
  build: boolean;
  /** Why it builds, or what the existing build is. */
  reason: string;
  /** Worth saying when the build is kept. */
  notes: string[];
}

/** Whether a stack must run `next build` before `next start`, and why. */
export function buildDecision(state: BuildState, wish: BuildWish): BuildDecision {
  const build = (reason: string): BuildDecision => ({ build: true, reason, notes: [] });
  if (!state.exists) return build('no build yet');
  if (wish.force) return build('asked to rebuild');
  if (wish.wanted) {
    if (!state.recorded) {
      return build(
        'the build does not record the settings it inlined (made by `next build` itself?)',
      );
    }
    const differences = inlinedDifferences(state.recorded, wish.wanted);
    if (differences.length > 0) return build(differences.join('; '));
  }
  if (wish.rebuildIfStale && state.sourcesChanged) return build('sources changed since the build');
  return {
    build: false,
    reason: 'the existing build fits this run',
    notes: state.sourcesChanged
      ? ['sources changed since that build: `npm start -- --rebuild` rebuilds']
      : [],
  };
}

export interface BusyPort {
  port: number;
  /** What would listen there: "site", "mock API". */
  what: string;
  /** The setting that moves it: PORT, MOCK_API_PORT. */
  setting: string;
}

/**
 * What to say when ports are taken: which, and the settings that move this stack elsewhere
 * (suggested: 100 above the ports it wanted); `wanted` null: ports that move one by one.
 */
export function portsBusyMessage(
  busy: readonly BusyPort[],
  wanted: { port: number; mockPort: number; command: string } | null,
): string {
  const list = busy.map((b) => `${b.port} (${b.what}, ${b.setting})`).join(', ');
  if (!wanted) {
    const settings = [...new Set(busy.map((b) => b.setting))].join(' or ');
    return `port ${list} already in use: stop what runs there, or move it with ${settings}`;
  }
  const next = (port: number) => (port + 100 <= 65535 ? port + 100 : port - 100);
  const port = next(wanted.port);
  const mockPort = next(wanted.mockPort);
  return (
    `port ${list} already in use: stop what runs there, or move this stack with PORT and ` +
    `MOCK_API_PORT, e.g. \`PORT=${port} MOCK_API_PORT=${mockPort} ${wanted.command}\` ` +
    `(browsers then call the API on ${mockPort}; the build is redone for it)`
  );
}
