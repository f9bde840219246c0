/**
 * The webhook's replay memory on disk, which outlives the process: one empty-named file a taken
 * signature (`<64 hex>`, holding the unix time after which it may be forgotten), created with
 * O_EXCL so two processes sharing the directory never both take one. Expired files are swept at
 * most once a minute, and the directory holds at most MAX_FILES (the soonest to expire go
 * first). WEBHOOK_REPLAY_DIR names the directory (docs/settings.md); by default the build's
 * cache directory, which every `next start` of one build shares.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

const MAX_FILES = 10_000;
const SWEEP_EVERY_S = 60;

let lastSweepS = 0;
let warned = false;

export function replayDir(): string {
  return (
    process.env.WEBHOOK_REPLAY_DIR?.trim() ||
    path.join(process.cwd(), '.next', 'cache', 'webhook-signatures')
  );
}

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `revalidate: the replay memory on disk (${replayDir()}) cannot be used, a restart forgets the deliveries taken`,
    error,
  );
}

async function sweep(dir: string, nowS: number): Promise<void> {
  if (nowS - lastSweepS < SWEEP_EVERY_S) return;
  lastSweepS = nowS;
  const names = (await fs.readdir(dir)).filter((name) => /^[0-9a-f]{64}$/.test(name));
  const kept: { name: string; until: number }[] = [];
  for (const name of names) {
    const until = Number(await fs.readFile(path.join(dir, name), 'utf8').catch(() => '0'));
    if (until <= nowS) await fs.rm(path.join(dir, name), { force: true });
    else kept.push({ name, until });
  }
  kept.sort((a, b) => a.until - b.until);
  for (const { name } of kept.slice(0, Math.max(0, kept.length - MAX_FILES))) {
    await fs.rm(path.join(dir, name), { force: true });
  }
}

/**
 * Records a signature on disk until `until`; false when a file already holds it unexpired (a
 * replay, possibly from before a restart). True when the disk cannot be used (warned once).
 */
export async function takeSignatureFile(
  signature: string,
  until: number,
  nowS: number,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const dir = replayDir();
  // Not a file of the build: the bundler must not trace the folder (it is the instance's own).
  const file = path.join(/*turbopackIgnore: true*/ dir, signature);
  try {
    await fs.mkdir(dir, { recursive: true });
    await sweep(dir, nowS).catch(() => undefined);
    try {
      await fs.writeFile(file, String(until), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = Number(await fs.readFile(/*turbopackIgnore: true*/ file, 'utf8'));
    // A file written but not yet filled by another process reads as 0: taken, not expired.
    if (!Number.isFinite(held) || held === 0 || held > nowS) return false;
    // A leftover of an expired signature (its call could not pass the age check any more).
    await fs.writeFile(file, String(until));
    return true;
  } catch (error) {
    warnOnce(error);
    return true;
  }
}

/** Sweeps on the next take whatever the time (tests). */
export function resetSweep(): void {
  lastSweepS = 0;
}
