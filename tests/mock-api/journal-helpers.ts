/** Shared pieces of the journal tests: a database of numbered rows in a folder of its own. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MockDb } from '../../mock-api/store/db';

export interface TestData {
  rows: { id: number }[];
}

/** A new temporary folder and the db.json path in it. */
export function tempDatabase(prefix: string): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, file: path.join(dir, 'db.json') };
}

export const ids = (db: MockDb) => (db.data as unknown as TestData).rows.map((row) => row.id);

/** Adds the rows `from` to `to`, one acknowledged write (one journal line) each. */
export async function addRows(db: MockDb, from: number, to: number): Promise<void> {
  for (let id = from; id <= to; id++) {
    await db.update((draft) => {
      (draft as unknown as TestData).rows.push({ id });
    });
  }
}

/** Starts the mock process over `file` and `uploads` and waits for it to stop: its exit code and output. */
export async function runMockToExit(
  file: string,
  uploads: string,
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, MOCK_DB: file, MOCK_UPLOADS_DIR: uploads, MOCK_API_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, out };
}
