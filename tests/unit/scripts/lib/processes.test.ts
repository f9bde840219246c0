/**
 * `npm run dev` restarts the mock when its sources change. The old process
 * must have stopped (it saves on SIGTERM and holds the database's lock) before the new one
 * starts, a change during a restart must not be missed, and data files never restart it.
 */
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { restartOnChange, stopAll } from '../../../../scripts/lib/processes';

// A server that logs its start with the source it loaded and, on SIGTERM, takes a moment to save
// before it logs its stop.
const SERVER = `
const fs = require('node:fs');
const source = fs.readFileSync(process.env.SOURCE, 'utf8').match(/\\d+/)[0];
const line = (word) => fs.appendFileSync(process.env.EVENTS, [word, process.pid, Date.now(), source].join(' ') + '\\n');
line('start');
process.on('SIGTERM', () => setTimeout(() => { line('stop'); process.exit(0); }, 300));
setInterval(() => {}, 1000);
`;

let dir: string;
let events: string;
let watched: ReturnType<typeof restartOnChange>;

type Event = { word: string; pid: number; at: number; source: string };
function read(): Event[] {
  return readFileSync(events, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [word, pid, at, source] = line.split(' ');
      return { word, pid: Number(pid), at: Number(at), source };
    });
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(read())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const starts = () => read().filter((event) => event.word === 'start').length;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'restart-on-change-'));
  events = path.join(dir, 'events.log');
  writeFileSync(events, '');
  mkdirSync(path.join(dir, 'src', 'routes'), { recursive: true });
  writeFileSync(path.join(dir, 'server.js'), SERVER);
  writeFileSync(path.join(dir, 'src', 'routes', 'a.ts'), 'export const a = 1;\n');
  watched = restartOnChange({
    name: 'test-server',
    args: [path.join(dir, 'server.js')],
    env: { EVENTS: events, SOURCE: path.join(dir, 'src', 'routes', 'a.ts') },
    root: dir,
    dirs: ['src'],
    isSource: (file) => file.endsWith('.ts'),
    debounceMs: 50,
  });
  await until(() => starts() === 1);
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

it('stops the old process before it starts the new one', async () => {
  writeFileSync(path.join(dir, 'src', 'routes', 'a.ts'), 'export const a = 2;\n');
  await until(() => starts() === 2);
  const [first, stop, second] = read();
  expect([first.word, stop.word, second.word]).toEqual(['start', 'stop', 'start']);
  expect(stop.pid).toBe(first.pid);
  expect(second.pid).not.toBe(first.pid);
  expect(second.at).toBeGreaterThanOrEqual(stop.at);
  expect(watched.current().child.pid).toBe(second.pid);
}, 30_000);

it('misses no change: during a restart, or just after it (saved by a rename, like editors)', async () => {
  const file = path.join(dir, 'src', 'routes', 'a.ts');
  const save = (value: number) => {
    writeFileSync(`${file}.tmp`, `export const a = ${value};\n`);
    renameSync(`${file}.tmp`, file);
  };
  const lastStart = () =>
    read()
      .filter((event) => event.word === 'start')
      .at(-1);
  save(3);
  // While the old process is still saving.
  await new Promise((resolve) => setTimeout(resolve, 150));
  save(4);
  await until(() => lastStart()?.source === '4');
  // Right after the new process loaded its sources.
  save(5);
  await until(() => lastStart()?.source === '5');
  // Never two at once: each start follows the stop of the one before.
  const words = read().map((event) => event.word);
  expect(words.join(' ')).toMatch(/^start( stop start)+$/);
}, 30_000);

it('ignores files that are not sources', async () => {
  const before = read().length;
  appendFileSync(path.join(dir, 'src', 'db.json'), '{}');
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(read().length).toBe(before);
}, 30_000);
