/**
 * `npm run fleet`: the site as a fleet on one machine, as an operator runs it in production.
 * The mock API once; one build (made if this run needs one, as `npm start` decides); Redis on
 * its own port (or REDIS_URL's); FLEET_SIZE `next start` instances sharing it; nginx in front,
 * from deploy/nginx/default.conf.template as docker-compose's lb renders it, with a main config
 * of its own in a temporary folder; the mock's publish webhook to every instance, all with one
 * secret. Prints every address; Ctrl-C (SIGINT or SIGTERM) stops every process it started.
 * Settings: scripts/lib/fleet-settings.ts and docs/fleet.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fleetSettings } from './lib/fleet-settings';
import { accessLogPath, commandPath, redisArgs, writeNginxConfig } from './lib/nginx';
import { FIXTURES_DB, ensureBuild, ensureFixtures } from './lib/build';
import { assertPortsFree, isPortInUse, waitForUrl } from './lib/ports';
import {
  ROOT,
  log,
  revalidateSecretForRun,
  runMain,
  startCommand,
  startMockApi,
  startSite,
} from './lib/processes';

/** A program by its setting (a path), else on PATH or in /usr/sbin; an error says how to get it. */
function program(setting: string, command: string, apt: string): string {
  const chosen = process.env[setting]?.trim();
  if (chosen) {
    if (!fs.existsSync(chosen)) throw new Error(`${setting}=${chosen}: no such file`);
    return chosen;
  }
  const found = commandPath(command);
  if (!found) {
    throw new Error(
      `${command} is not installed: apt-get install ${apt}, or set ${setting} to its path`,
    );
  }
  return found;
}

/** A file relative to the project when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

async function waitForPort(port: number, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortInUse(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not listening on ${port} after ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--rebuild');
  const fleet = fleetSettings(process.env);
  const { stack, instances, redis } = fleet;
  const nginxBin = program('NGINX_BIN', 'nginx', 'nginx');
  const redisBin =
    redis.port === null ? null : program('REDIS_SERVER_BIN', 'redis-server', 'redis-server');
  await assertPortsFree([
    { port: stack.port, what: 'nginx', setting: 'PORT' },
    { port: stack.mockPort, what: 'mock API', setting: 'MOCK_API_PORT' },
    ...(redis.port === null
      ? []
      : [{ port: redis.port, what: 'Redis', setting: 'FLEET_REDIS_PORT' }]),
    ...instances.map((instance) => ({
      port: instance.port,
      what: instance.name,
      setting: 'FLEET_FIRST_PORT',
    })),
  ]);
  for (const warning of stack.warnings) log(`warning: ${warning}`);
  const dbFile = path.resolve(ROOT, process.env.MOCK_DB || FIXTURES_DB);
  await ensureFixtures(dbFile);

  // Everything of this run that is no project file: nginx's configs, logs, cache and temp
  // folders, Redis's working folder. Removed when the fleet stops.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'diagtools-fleet-'));
  process.on('exit', () => fs.rmSync(home, { recursive: true, force: true }));

  const revalidation = revalidateSecretForRun();
  const mock = startMockApi({
    port: stack.mockPort,
    dbFile,
    siteOrigins: fleet.siteOrigins,
    siteRevalidate: { url: fleet.webhooks.join(','), secret: revalidation.secret },
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (status) => status === 200 });
  log(`mock API ready at ${mock.url}`);

  // One build for every instance, made for the balancer's address (its pages name it).
  await ensureBuild({ apiBaseUrl: mock.url, inlined: stack.inlined, force: rebuild });

  if (redis.port !== null && redisBin) {
    const redisDir = path.join(home, 'redis');
    fs.mkdirSync(redisDir);
    startCommand('redis', redisBin, redisArgs(redis.port, redisDir));
    // Before the instances: each seeds Redis with the build as it boots.
    await waitForPort(redis.port, 'Redis', 20_000);
  }

  const sites = instances.map((instance) =>
    startSite({
      port: instance.port,
      dev: false,
      apiBaseUrl: mock.url,
      inlined: stack.inlined,
      revalidateSecret: revalidation.secret,
      redisUrl: redis.url,
      name: instance.name,
      env: { INSTANCE_NAME: instance.name },
    }),
  );
  await Promise.all(
    sites.map((site) =>
      waitForUrl(`${site.url}/api/health`, 120_000, { accept: (status) => status === 200 }),
    ),
  );

  const conf = writeNginxConfig(path.join(home, 'nginx'), {
    port: stack.port,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    accessLog: true,
  });
  startCommand('nginx', nginxBin, ['-c', conf, '-p', path.join(home, 'nginx')]);
  const balancer = `http://localhost:${stack.port}`;
  await waitForUrl(`${balancer}/lb-health`, 20_000, { accept: (status) => status === 200 });

  const row = (label: string, value: string) => `  ${label}`.padEnd(26) + value;
  console.log(
    [
      '',
      row('Site (nginx):', balancer),
      ...sites.map((site, i) => row(i === 0 ? 'Instances:' : '', `${site.url}  (${site.name})`)),
      row(
        'Mock API:',
        `${mock.url}  (database: ${shown(dbFile)}; browsers call ${stack.inlined.NEXT_PUBLIC_API_BASE_URL})`,
      ),
      row(
        'Shared ISR cache:',
        redis.port === null ? `${redis.url} (REDIS_URL)` : `${redis.url} (started for this run)`,
      ),
      row('nginx config:', `${conf} (access log ${accessLogPath(path.join(home, 'nginx'))})`),
      row(
        'Revalidation secret:',
        revalidation.file
          ? `drawn for this run, in ${shown(revalidation.file)} (REVALIDATE_SECRET to choose one)`
          : 'REVALIDATE_SECRET',
      ),
      row('CMS publish webhook:', fleet.webhooks.join(', ')),
      '',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

runMain(main);
