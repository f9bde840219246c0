/**
 * Atomic JSON writes: the data goes to a temporary file in the same folder, is flushed to
 * disk, then renamed over the target, so a reader (or a crash) never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function tempName(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
}

export async function writeJsonAtomic(file: string, data: unknown): Promise<void> {
  const json = `${JSON.stringify(data, null, 1)}\n`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
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
