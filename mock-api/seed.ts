/**
 * Writes the fixtures as the mock's files: `npm run fixtures`, and main.ts when the database or
 * the pictures are missing. Run as a script it writes the JSON to MOCK_DB (default
 * fixtures/db.json) and the pictures (JPEG photos, SVG icons and logos, fixtures/art) under
 * MOCK_UPLOADS_DIR (default mock-api/uploads).
 *
 * The fixtures (fixtures/generate.ts) only make the data; writing it under the database's
 * lock, atomically, is the mock's job. This entry and main.ts are the only modules of the mock
 * that import the fixtures (eslint.config.mjs holds it).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { progressLines, writePictures } from '../fixtures/art/raster';
import { writeFiles } from '../fixtures/files';
import { fixtureDay } from '../fixtures/factories/context';
import { generateFixtures } from '../fixtures/generate';
import { parseFixtureScale } from '../fixtures/scale';
import { SCHEMA_VERSION } from '../fixtures/schema-version';
import { defaultDbFile, defaultUploadsDir } from './paths';
import { writeJsonAtomicSync } from './store/atomic-file';
import { DatabaseLockedError, withDatabaseLock } from './store/db-lock';

/** Where to print the progress of the pictures (a first render takes a minute or more). */
type Progress = (line: string) => void;

function picturesOptions(progress: Progress | undefined, count: number) {
  if (!progress) return {};
  progress(`rendering ${count} pictures (cached in node_modules/.cache/fixture-photos afterwards)`);
  return { onProgress: progressLines(progress) };
}

/** Written into the uploads folder: which schema its pictures and files were made for. */
export const UPLOADS_MARKER = '.schema-version';

/**
 * Writes the database and the pictures; resolves to what was written. Holds the database's
 * lock meanwhile: throws DatabaseLockedError, writing nothing, while another process (a
 * running mock) holds it.
 */
export async function writeFixtures(
  options: {
    dbFile?: string;
    uploadsDir?: string;
    pictures?: boolean;
    progress?: Progress;
    scale?: number;
  } = {},
): Promise<{ dbFile: string; uploadsDir: string; pictures: number; files: number }> {
  const dbFile = options.dbFile ?? defaultDbFile();
  return withDatabaseLock(dbFile, () => writeFixturesLocked(dbFile, options));
}

async function writeFixturesLocked(
  dbFile: string,
  options: { uploadsDir?: string; pictures?: boolean; progress?: Progress; scale?: number },
): Promise<{ dbFile: string; uploadsDir: string; pictures: number; files: number }> {
  const uploadsDir = options.uploadsDir ?? defaultUploadsDir();
  const { db, pictures, files } = generateFixtures(options.scale);
  writeJsonAtomicSync(dbFile, db);
  const withUploads = options.pictures !== false;
  const written = {
    dbFile,
    uploadsDir,
    pictures: withUploads
      ? await writePictures(
          pictures,
          uploadsDir,
          picturesOptions(options.progress, pictures.length),
        )
      : 0,
    files: withUploads ? writeFiles(files, uploadsDir) : 0,
  };
  if (withUploads) markUploads(uploadsDir);
  return written;
}

function markUploads(uploadsDir: string): void {
  writeFileSync(path.join(uploadsDir, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
  dropOptimizedPictures(uploadsDir);
}

/**
 * The site's image optimizer keeps its resized copies of these pictures for a day
 * (`.next/cache/images`, keyed by URL): pictures drawn anew under the same URLs would be
 * served as they were. So new project uploads drop those copies (they are made again on
 * demand); uploads elsewhere (tests, other stacks) leave them alone.
 */
function dropOptimizedPictures(uploadsDir: string): void {
  if (path.resolve(uploadsDir) !== path.resolve(defaultUploadsDir())) return;
  rmSync(path.join(__dirname, '..', '.next', 'cache', 'images'), { recursive: true, force: true });
}

/** The schema the uploads folder was made for (0: unknown, older than the marker). */
export function uploadsSchemaVersion(uploadsDir = defaultUploadsDir()): number {
  try {
    return Number(readFileSync(path.join(uploadsDir, UPLOADS_MARKER), 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/**
 * The day a database's fixtures were made (its `meta.made_on`); undefined when it does not say
 * (older schemas) or cannot be read.
 */
export function databaseMadeOn(dbFile = defaultDbFile()): Date | undefined {
  try {
    const { meta } = JSON.parse(readFileSync(dbFile, 'utf8')) as { meta?: { made_on?: unknown } };
    const day = typeof meta?.made_on === 'string' ? fixtureDay(new Date(), meta.made_on) : null;
    return day ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes only the uploads, pictures and files (used when the database exists but the uploads
 * do not). `madeOn`: the day the database's fixtures were made, so the files carry the dates
 * its records state. Returns the number of pictures and files written.
 */
export async function writeFixturePictures(
  uploadsDir = defaultUploadsDir(),
  progress?: Progress,
  madeOn?: Date,
): Promise<number> {
  const { pictures, files } = generateFixtures(1, madeOn);
  const written = await writePictures(
    pictures,
    uploadsDir,
    picturesOptions(progress, pictures.length),
  );
  const count = written + writeFiles(files, uploadsDir);
  markUploads(uploadsDir);
  return count;
}

/** FIXTURE_SCALE read for the script: a bad value stops it with a message (exit 1). */
function scaleFromEnv(): number {
  try {
    return parseFixtureScale(process.env.FIXTURE_SCALE);
  } catch (error) {
    console.error(`Fixtures: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (require.main === module) {
  const started = Date.now();
  const scale = scaleFromEnv();
  writeFixtures({ scale, progress: (line) => console.log(`Fixtures: ${line}`) })
    .then((result) => {
      const times = scale === 1 ? '' : ` at ${scale}x (goods and articles)`;
      console.log(
        `Fixtures: ${result.dbFile}${times}, ${result.pictures} pictures and ${result.files} files in ${result.uploadsDir} (${Date.now() - started} ms)`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof DatabaseLockedError ? `Fixtures: ${error.message}` : error);
      process.exit(1);
    });
}
