/**
 * The webhook's replay memory outlives the process. A signature taken is refused
 * again after a restart (the memory cleared, the directory kept), by another process sharing
 * the directory, until it expires; a directory that cannot be used narrows the guard, never
 * fails a call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetSignatures, REMEMBER_S, takeSignature } from '@/features/routing/webhook-replay';
import { resetSweep, takeSignatureFile } from '@/features/routing/webhook-replay-files';

const SIG = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);
const NOW = 1_800_000_000;
let dir = '';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-store-'));
  process.env.WEBHOOK_REPLAY_DIR = dir;
  delete process.env.REDIS_URL;
  forgetSignatures();
  resetSweep();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  delete process.env.WEBHOOK_REPLAY_DIR;
});

it('refuses a signature taken before a restart', async () => {
  expect(await takeSignature(SIG, NOW, NOW)).toBe(true);
  expect(fs.readFileSync(path.join(dir, SIG), 'utf8')).toBe(String(NOW + REMEMBER_S));
  forgetSignatures();
  expect(await takeSignature(SIG, NOW, NOW + 10)).toBe(false);
  expect(await takeSignature(OTHER, NOW, NOW + 10)).toBe(true);
});

it('takes a signature once among processes sharing the directory', async () => {
  const takes = await Promise.all(
    Array.from({ length: 8 }, () => takeSignatureFile(SIG, NOW + REMEMBER_S, NOW)),
  );
  expect(takes.filter(Boolean)).toHaveLength(1);
});

it('forgets a signature once it could no longer pass the age check', async () => {
  expect(await takeSignatureFile(SIG, NOW + REMEMBER_S, NOW)).toBe(true);
  expect(await takeSignatureFile(SIG, NOW + 2 * REMEMBER_S, NOW + REMEMBER_S - 1)).toBe(false);
  expect(await takeSignatureFile(SIG, NOW + 2 * REMEMBER_S, NOW + REMEMBER_S)).toBe(true);
});

it('sweeps expired files from the directory', async () => {
  expect(await takeSignatureFile(SIG, NOW + REMEMBER_S, NOW)).toBe(true);
  resetSweep();
  expect(await takeSignatureFile(OTHER, NOW + 2 * REMEMBER_S, NOW + REMEMBER_S + 1)).toBe(true);
  expect(fs.readdirSync(dir)).toEqual([OTHER]);
});

it('never fails a call when the directory cannot be written: the memory guards alone', async () => {
  const file = path.join(dir, 'not-a-dir');
  fs.writeFileSync(file, '');
  process.env.WEBHOOK_REPLAY_DIR = path.join(file, 'below');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await takeSignature(SIG, NOW, NOW)).toBe(true);
  expect(await takeSignature(SIG, NOW, NOW)).toBe(false);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
