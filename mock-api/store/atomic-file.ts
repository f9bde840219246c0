/**
 * Atomic JSON writes: the data goes to a temporary file in the same folder, is flushed to
 * disk, then renamed over the target, so a reader (or a crash) never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  promises as fs,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Temporary files this process is writing now (never stale). */
const writing = new Set<string>();

function tempName(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
}

/**
 * Removes the temporary files a crash (kill -9, power loss) left beside `file`: names of the
 * form `.<name>.<pid>.<hex>.tmp`. Skips those of a process still running other than this one
 * (another writer on the same folder). Returns the names removed.
 */
export function removeStaleTempFiles(file: string): string[] {
  const dir = path.dirname(file);
  if (!existsSync(dir)) return [];
  const prefix = `.${path.basename(file)}.`;
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(/^(\d+)\./.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    if (writing.has(path.join(dir, name))) continue;
    rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function writeJsonAtomic(file: string, data: unknown): Promise<void> {
  await writeTextAtomic(file, `${JSON.stringify(data, null, 1)}\n`);
}

/** Writes `json` (already serialized) atomically: temporary file, fsync, rename. */
export async function writeTextAtomic(file: string, json: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  writing.add(temp);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(json);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  } finally {
    writing.delete(temp);
  }
}

export function writeJsonAtomicSync(file: string, data: unknown): void {
  const json = `${JSON.stringify(data, null, 1)}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  try {
    writeFileSync(temp, json);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
