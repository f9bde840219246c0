/**
 * public/page-bootstrap.js, the one script a page's HTML runs (src/pages/_document.tsx): it
 * seeds Turbopack's chunk queue, then appends the preloaded chunks in their order once the
 * browser has produced two frames, so the first screen is painted before any chunk runs.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = fs.readFileSync(path.join(process.cwd(), 'public', 'page-bootstrap.js'), 'utf8');
const SCRIPTS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/m.js'];
const QUEUE = 'TURBOPACK_TEST_QUEUE';

type Queued = unknown[];

function pageWith(data: object): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.id = '__PAGE_BOOTSTRAP__';
  element.type = 'application/json';
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

function appended(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
}

function run(): void {
  // The file is a plain script for the browser, run as it would be.
  new Function(SOURCE)();
}

describe('public/page-bootstrap.js', () => {
  let frames: FrameRequestCallback[];
  let hidden: boolean;

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    hidden = false;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    delete (globalThis as Record<string, unknown>)[QUEUE];
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Runs the frame callbacks asked for so far, then the timers they set. */
  function nextFrame(): void {
    const due = frames.splice(0);
    for (const callback of due) callback(performance.now());
    jest.runOnlyPendingTimers();
  }

  it('appends the chunks only after two frames, in their order, to run in that order', () => {
    pageWith({ scripts: SCRIPTS });
    run();
    expect(appended()).toHaveLength(0);
    nextFrame();
    expect(appended()).toHaveLength(0);
    nextFrame();
    const scripts = appended();
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(SCRIPTS);
    // Dynamically inserted scripts are async unless told otherwise: these keep their order.
    expect(scripts.every((script) => script.async === false)).toBe(true);
    nextFrame();
    expect(appended()).toHaveLength(SCRIPTS.length);
  });

  it('appends them at once in a hidden tab, which produces no frames', () => {
    hidden = true;
    pageWith({ scripts: SCRIPTS });
    run();
    expect(appended().map((script) => script.getAttribute('src'))).toEqual(SCRIPTS);
    expect(frames).toHaveLength(0);
  });

  it('seeds the chunk loading queue before any chunk runs, keeping what is queued', () => {
    const early = ['registered early'];
    (globalThis as Record<string, unknown>)[QUEUE] = [early];
    pageWith({ global: QUEUE, params: [{ app: 1 }, { page: 2 }], scripts: SCRIPTS });
    run();
    expect((globalThis as Record<string, unknown>)[QUEUE] as Queued).toEqual([
      early,
      { app: 1 },
      { page: 2 },
    ]);
    expect(appended()).toHaveLength(0);
  });

  it('creates the queue when no chunk made it yet, and needs none without Turbopack', () => {
    pageWith({ global: QUEUE, params: [{ page: 2 }], scripts: [] });
    run();
    expect((globalThis as Record<string, unknown>)[QUEUE] as Queued).toEqual([{ page: 2 }]);

    delete (globalThis as Record<string, unknown>)[QUEUE];
    pageWith({ scripts: SCRIPTS });
    run();
    nextFrame();
    nextFrame();
    expect(appended()).toHaveLength(SCRIPTS.length);
    expect((globalThis as Record<string, unknown>)[QUEUE]).toBeUndefined();
  });
});
