/**
 * Atomic JSON writes: the data goes to a temporary file in the same folder, is flushed to
 * disk, then renamed over the target, so a reader (or a crash) never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  promises as fs,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  writevSync,
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

/** True while a process with this pid exists (EPERM: it does, but belongs to another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes `json` (already serialized: text, or UTF-8 chunks written in order with writev)
 * atomically: temporary file, fsync, rename.
 */
export async function writeTextAtomic(file: string, json: string | Buffer[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  writing.add(temp);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      if (typeof json === 'string') await handle.writeFile(json);
      else await writeAll(handle, json);
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

/** writev until every chunk is written (one call writes them all on a regular file). */
async function writeAll(handle: fs.FileHandle, chunks: Buffer[]): Promise<void> {
  // At most 1024 buffers a call (IOV_MAX on Linux).
  for (let start = 0; start < chunks.length; start += 1024) {
    let batch = chunks.slice(start, start + 1024);
    let left = batch.reduce((sum, chunk) => sum + chunk.length, 0);
    while (left > 0) {
      const { bytesWritten } = await handle.writev(batch);
      left -= bytesWritten;
      if (left > 0) batch = [Buffer.concat(batch).subarray(bytesWritten)];
    }
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

/** Writes UTF-8 `chunks` atomically and durably (temporary file, fsync, rename), synchronously. */
export function writeChunksAtomicSync(file: string, chunks: Buffer[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  try {
    const fd = openSync(temp, 'w');
    try {
      for (let start = 0; start < chunks.length; start += 1024) {
        let batch = chunks.slice(start, start + 1024);
        let left = batch.reduce((sum, chunk) => sum + chunk.length, 0);
        while (left > 0) {
          const written = writevSync(fd, batch);
          left -= written;
          if (left > 0) batch = [Buffer.concat(batch).subarray(written)];
        }
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
