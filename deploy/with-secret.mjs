/**
 * Entrypoint of docker-compose.yml's services that sign or check publishes (the mock API and
 * every site instance): `node deploy/with-secret.mjs <command...>` runs the command with
 * REVALIDATE_SECRET set.
 *
 * - REVALIDATE_SECRET given (not empty): used as is.
 * - Not given: the one in REVALIDATE_SECRET_FILE, drawn at random by whichever service starts
 *   first (the file is on a volume they all mount), so publishing and previews work out of the
 *   box, as with `npm start`, and every service holds the same secret. The secret itself is
 *   never printed: an operator reads it from the file.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DEFAULT_FILE = '/var/lib/site-secret/revalidate-secret';

/** The file's secret, drawing it first when there is none (atomically: the first writer wins). */
function secretFromFile(file) {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return { secret: existing, drawn: false };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  let drawn = true;
  try {
    // link() fails when the name exists: two services starting together keep one secret.
    fs.linkSync(draft, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    drawn = false;
  } finally {
    fs.unlinkSync(draft);
  }
  return { secret: fs.readFileSync(file, 'utf8').trim(), drawn };
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node deploy/with-secret.mjs <command> [args...]');
  process.exit(2);
}

const env = { ...process.env };
if (!env.REVALIDATE_SECRET) {
  const file = env.REVALIDATE_SECRET_FILE || DEFAULT_FILE;
  const { secret, drawn } = secretFromFile(file);
  env.REVALIDATE_SECRET = secret;
  console.log(
    drawn
      ? `REVALIDATE_SECRET not set: drew one into ${file} (shared by every service)`
      : `REVALIDATE_SECRET not set: using the one in ${file}`,
  );
}

const child = spawn(command, args, { env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
// A child ended by a signal exits as a shell reports it (128 + the signal's number).
child.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
