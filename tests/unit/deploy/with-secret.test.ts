/**
 * deploy/with-secret.mjs, the entrypoint docker-compose.yml gives the mock API and the site
 * instances: a REVALIDATE_SECRET given is used as is; none given, one is drawn into the shared
 * file once and every service started after reads the same one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../..', 'deploy', 'with-secret.mjs');
const PRINT = ['-e', 'process.stdout.write("secret=" + process.env.REVALIDATE_SECRET)'];

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'with-secret-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>): string {
  const { REVALIDATE_SECRET: _drop, ...inherited } = process.env;
  const out = execFileSync(process.execPath, [SCRIPT, process.execPath, ...PRINT], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return /secret=(.*)$/.exec(out)?.[1] ?? '';
}

test('a chosen secret is passed as is and nothing is written', () => {
  const file = path.join(dir, 'secret');
  expect(run({ REVALIDATE_SECRET: 'chosen', REVALIDATE_SECRET_FILE: file })).toBe('chosen');
  expect(fs.existsSync(file)).toBe(false);
});

test('none given: one is drawn into the file, and the next service gets the same one', () => {
  const file = path.join(dir, 'shared', 'secret');
  const first = run({ REVALIDATE_SECRET: '', REVALIDATE_SECRET_FILE: file });
  expect(first).toMatch(/^[\w-]{32}$/);
  expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(run({ REVALIDATE_SECRET_FILE: file })).toBe(first);
  // No stray drafts beside it.
  expect(fs.readdirSync(path.dirname(file))).toEqual(['secret']);
});

test("the command's exit code is the entrypoint's", () => {
  const { status } = spawnSync(
    process.execPath,
    [SCRIPT, process.execPath, '-e', 'process.exit(7)'],
    {
      env: { ...process.env, REVALIDATE_SECRET: 'x' },
    },
  );
  expect(status).toBe(7);
});
