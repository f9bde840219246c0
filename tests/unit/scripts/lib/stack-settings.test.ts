/**
 * One setting moves a stack, and a build made for other ports or URLs is
 * redone instead of served (scripts/lib/stack-settings.ts).
 */
import {
  buildDecision,
  envPort,
  isMockSource,
  inlinedSettings,
  parseBuildRecord,
  portsBusyMessage,
  stackSettings,
  type InlinedSettings,
} from '../../../../scripts/lib/stack-settings';

const DEFAULTS: InlinedSettings = {
  NEXT_PUBLIC_API_BASE_URL: 'http://localhost:4000',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_TRANSLATE_WIDGET_URL: '',
};

describe('stackSettings', () => {
  it('keeps the documented defaults with nothing set', () => {
    const settings = stackSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      mockPort: 4000,
      apiBaseUrl: 'http://127.0.0.1:4000',
      inlined: DEFAULTS,
      warnings: [],
    });
    expect(settings.siteOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('moves browsers, the site URL and CORS with PORT and MOCK_API_PORT alone', () => {
    const settings = stackSettings({ PORT: '3201', MOCK_API_PORT: '4201' });
    expect(settings.inlined).toEqual({
      ...DEFAULTS,
      NEXT_PUBLIC_API_BASE_URL: 'http://localhost:4201',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3201',
    });
    expect(settings.apiBaseUrl).toBe('http://127.0.0.1:4201');
    expect(settings.siteOrigins).toEqual(['http://localhost:3201', 'http://127.0.0.1:3201']);
    expect(settings.warnings).toEqual([]);
  });

  it('lets NEXT_PUBLIC_API_BASE_URL and NEXT_PUBLIC_SITE_URL override the ports', () => {
    const settings = stackSettings({
      PORT: '3201',
      MOCK_API_PORT: '4201',
      NEXT_PUBLIC_API_BASE_URL: 'https://api.example.com/',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    });
    expect(settings.inlined.NEXT_PUBLIC_API_BASE_URL).toBe('https://api.example.com');
    expect(settings.inlined.NEXT_PUBLIC_SITE_URL).toBe('https://www.example.com');
    // The public origin may call the mock too.
    expect(settings.siteOrigins).toContain('https://www.example.com');
    expect(settings.warnings).toEqual([]);
  });

  it('warns, with the fix, when a local browser URL misses the mock', () => {
    const { warnings } = stackSettings({
      MOCK_API_PORT: '4201',
      NEXT_PUBLIC_API_BASE_URL: 'http://localhost:4000',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(':4201');
    expect(warnings[0]).toContain('unset NEXT_PUBLIC_API_BASE_URL');
  });

  it('refuses a port that is not one', () => {
    expect(() => envPort({ PORT: '30x' }, 'PORT', 3000)).toThrow('PORT=30x is not a valid port');
    expect(() => envPort({ PORT: '70000' }, 'PORT', 3000)).toThrow('not a valid port');
    expect(envPort({ PORT: ' ' }, 'PORT', 3000)).toBe(3000);
  });

  it('records the translation widget only when set', () => {
    expect(
      inlinedSettings({ NEXT_PUBLIC_TRANSLATE_WIDGET_URL: 'https://t.example/w.js' }, 1, 2),
    ).toMatchObject({ NEXT_PUBLIC_TRANSLATE_WIDGET_URL: 'https://t.example/w.js' });
  });
});

describe('buildDecision', () => {
  const moved = inlinedSettings({}, 3201, 4201);
  const kept = { exists: true, recorded: DEFAULTS, sourcesChanged: false };

  it('builds when there is no build', () => {
    expect(
      buildDecision({ exists: false, recorded: null, sourcesChanged: false }, { wanted: DEFAULTS }),
    ).toMatchObject({ build: true, reason: 'no build yet' });
  });

  it('reuses a build made for the same values', () => {
    expect(buildDecision(kept, { wanted: DEFAULTS })).toEqual({
      build: false,
      reason: expect.any(String),
      notes: [],
    });
  });

  it('rebuilds a build made for other ports, naming the value', () => {
    const decision = buildDecision(kept, { wanted: moved });
    expect(decision.build).toBe(true);
    expect(decision.reason).toContain(
      'NEXT_PUBLIC_API_BASE_URL is http://localhost:4000 in the build, this run needs http://localhost:4201',
    );
    expect(decision.reason).toContain('NEXT_PUBLIC_SITE_URL');
  });

  it('rebuilds a build that does not say what it inlined', () => {
    const decision = buildDecision({ ...kept, recorded: null }, { wanted: DEFAULTS });
    expect(decision.build).toBe(true);
    expect(decision.reason).toContain('does not record');
  });

  it('lets a run that needs no browser accept any build (benchmarks)', () => {
    expect(buildDecision({ ...kept, recorded: null }, { wanted: null }).build).toBe(false);
    expect(buildDecision(kept, { wanted: null, force: true }).build).toBe(true);
  });

  it('rebuilds changed sources only when asked, and says how otherwise', () => {
    const changed = { ...kept, sourcesChanged: true };
    expect(buildDecision(changed, { wanted: DEFAULTS, rebuildIfStale: true }).build).toBe(true);
    const kept2 = buildDecision(changed, { wanted: DEFAULTS });
    expect(kept2.build).toBe(false);
    expect(kept2.notes.join(' ')).toContain('npm start -- --rebuild');
  });
});

describe('parseBuildRecord', () => {
  it('reads a record and refuses anything else', () => {
    expect(parseBuildRecord(JSON.stringify(DEFAULTS))).toEqual(DEFAULTS);
    expect(parseBuildRecord(null)).toBeNull();
    expect(parseBuildRecord('{')).toBeNull();
    expect(parseBuildRecord('null')).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ NEXT_PUBLIC_API_BASE_URL: 'x' }))).toBeNull();
  });
});

describe('portsBusyMessage', () => {
  it('names the busy ports and the settings that move the stack', () => {
    const message = portsBusyMessage([{ port: 4000, what: 'mock API', setting: 'MOCK_API_PORT' }], {
      port: 3000,
      mockPort: 4000,
      command: 'npm start',
    });
    expect(message).toContain('4000 (mock API, MOCK_API_PORT)');
    expect(message).toContain('`PORT=3100 MOCK_API_PORT=4100 npm start`');
  });

  it('names the setting of each busy port otherwise', () => {
    const message = portsBusyMessage(
      [{ port: 3300, what: 'bench site', setting: 'BENCH_SITE_PORT' }],
      null,
    );
    expect(message).toContain('move it with BENCH_SITE_PORT');
  });
});

describe('isMockSource (npm run dev restarts the mock)', () => {
  it.each([
    'mock-api/routes/dev/tools.ts',
    'mock-api/main.ts',
    'src/contract/vehicle-label.ts',
    'fixtures/factories/goods.ts',
    'fixtures\\generate.ts',
  ])('restarts for %s', (file) => {
    expect(isMockSource(file)).toBe(true);
  });

  it.each([
    // What the mock itself writes: a restart after each write would never end.
    'fixtures/db.json',
    'fixtures/db.json.journal',
    'fixtures/db.json.lock/owner.json',
    'mock-api/uploads/goods/a.jpg',
    'mock-api/uploads/x.ts',
    'mock-api/README.md',
    'src/features/home/home.tsx',
    'fixtures/.generate.ts.swp',
  ])('ignores %s', (file) => {
    expect(isMockSource(file)).toBe(false);
  });
});
