/**
 * Starts the mock API: `npm run mock-api` (tsx mock-api/main.ts).
 * Listens on 127.0.0.1:MOCK_API_PORT (default 4000) and serves MOCK_DB (default
 * fixtures/db.json). A missing database (or missing pictures) is generated first.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '../fixtures/factories/users';
import { generateDatabase } from '../fixtures/generate';
import { dbSchemaVersion, SCHEMA_VERSION } from '../fixtures/schema-version';
import { defaultDbFile, defaultSiteOrigins, defaultUploadsDir } from './paths';
import { databaseMadeOn, uploadsSchemaVersion, writeFixturePictures, writeFixtures } from './seed';
import { createMockServer } from './server';
import { defaultStrict } from './routes/strict';
import { DatabaseLockedError, lockDatabase } from './store/db-lock';
import { JournalDamagedError, JournalStaleError } from './store/journal';

// 127.0.0.1 by default (a development tool, not a public server); Docker sets 0.0.0.0 so the
// web container can reach it.
const HOST = process.env.MOCK_API_HOST || '127.0.0.1';

function port(): number {
  const raw = process.env.MOCK_API_PORT || '4000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`MOCK_API_PORT must be a port number, got "${raw}"`);
  }
  return value;
}

/** MOCK_REPLY_DELAY_MS: the simulated technician's reply delay (default 1500 ms). */
function replyDelay(): number | undefined {
  const raw = process.env.MOCK_REPLY_DELAY_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`MOCK_REPLY_DELAY_MS must be a whole number of ms (0 or more), got "${raw}"`);
  }
  return value;
}

const fixturesProgress = (line: string) => console.log(`[mock-api] fixtures: ${line}`);

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

async function main(): Promise<void> {
  const uploadsDir = defaultUploadsDir();
  // One writer per database, held until the process ends: a second mock on it (under any
  // name: a symlink, a hard link) stops here.
  const dbLock = await lockDatabase(defaultDbFile(), {
    onCompromised: (error) => {
      console.error(
        `[mock-api] lost the lock of ${dbLock.file} (${error.message}): stopping, so that two processes never write it`,
      );
      process.exit(1);
    },
  });
  // The file itself, symlinks resolved: a snapshot renamed over a link would replace the link.
  const dbFile = dbLock.file;
  const dbVersion = existsSync(dbFile) ? dbSchemaVersion(dbFile) : null;
  if (dbVersion === null || dbVersion < SCHEMA_VERSION) {
    // A database made by an older version lacks tables this one serves: make it again.
    const made = await writeFixtures({ dbFile, uploadsDir, progress: fixturesProgress });
    console.log(
      `[mock-api] ${dbVersion === null ? 'made' : `remade (schema ${dbVersion} → ${SCHEMA_VERSION})`} the fixture database ${dbFile}, ${made.pictures} pictures and ${made.files} files`,
    );
  } else if (isEmptyDir(uploadsDir) || uploadsSchemaVersion(uploadsDir) < SCHEMA_VERSION) {
    const count = await writeFixturePictures(uploadsDir, fixturesProgress, databaseMadeOn(dbFile));
    console.log(`[mock-api] made ${count} pictures and files in ${uploadsDir}`);
  }

  const mock = createMockServer({
    dbFile,
    makeDatabase: generateDatabase,
    uploadsDir,
    siteOrigins: defaultSiteOrigins(),
    log: process.env.MOCK_API_LOG !== '0',
    technicianReplyDelayMs: replyDelay(),
    demoAccount: DEMO_ACCOUNTS.demo,
  });
  // The fixtures and the open may have written a new file (a new inode): the lock follows it.
  dbLock.follow();
  mock.db.onSnapshot = dbLock.follow;
  mock.db.onWriteFailure = (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[mock-api] could not write ${dbFile} (${reason}): the writes of that flush answered code 503 and were rolled back`,
    );
  };
  const server = mock.app.listen(port(), HOST, () => {
    const { port: bound } = server.address() as AddressInfo;
    console.log(`[mock-api] listening on http://${HOST}:${bound} (database ${dbFile})`);
    if (defaultStrict()) {
      console.log('[mock-api] MOCK_API_STRICT: under /api/ only the spec endpoints answer');
    }
  });
  server.on('error', (error) => {
    console.error(`[mock-api] cannot listen: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[mock-api] ${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => {
      mock
        .close()
        .then(() => dbLock.release())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[mock-api] could not save the database:', error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Refusals the operator acts on: their message says what to do, a stack trace would bury it.
  if (
    error instanceof DatabaseLockedError ||
    error instanceof JournalDamagedError ||
    error instanceof JournalStaleError
  ) {
    console.error(`[mock-api] could not start: ${error.message}`);
    process.exit(1);
  }
  console.error('[mock-api] could not start:', error);
  process.exit(1);
});
