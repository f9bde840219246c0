/**
 * The load balancer's config as the official nginx image renders it (envsubst of
 * deploy/nginx/default.conf.template), wrapped in a main config of its own (pid, logs, temp and
 * cache dirs under `home`) so Debian's nginx runs it without root and without the system
 * service: used by `npm run fleet`, e2e/scale.spec.ts and `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.resolve(
  __dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'default.conf.template',
);

export interface NginxSettings {
  port: number;
  /** `host:port` of each replica (any number, at least one). */
  upstreams: readonly string[];
  /**
   * The listener a publish refreshes the micro-cache on (`X-Cache-Refresh: 1`, see the
   * template): default `port + 1000`. Never one visitors reach.
   */
  refreshPort?: number;
  /** The micro-cache's TTL (nginx time: `1s`). */
  microcacheTtl?: string;
  /** Log every request to accessLogPath(home) (off by default: the bench measures without it). */
  accessLog?: boolean;
}

/** Fills `${NAME}` placeholders; unknown ones stay (nginx would refuse them, loudly). */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * The template's SITE_UPSTREAM_SERVERS: one `server` line per replica, each skipped for 5 s
 * after a failure (passive health check). docker-compose.yml gives its lb the same value.
 */
export function upstreamServers(upstreams: readonly string[], separator = ' '): string {
  if (upstreams.length === 0) throw new Error('the balancer needs at least one replica');
  return upstreams
    .map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`)
    .join(separator);
}

/** Writes the configs under `home`; returns the main config's path for `nginx -c`. */
export function writeNginxConfig(home: string, settings: NginxSettings): string {
  fs.mkdirSync(path.join(home, 'logs'), { recursive: true });
  const site = renderTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    NGINX_PORT: String(settings.port),
    NGINX_REFRESH_PORT: String(refreshPortOf(settings)),
    SITE_UPSTREAM_SERVERS: upstreamServers(settings.upstreams, '\n    '),
    NGINX_CACHE_DIR: path.join(home, 'cache'),
    NGINX_MICROCACHE_TTL: settings.microcacheTtl ?? '1s',
    NGINX_IMAGE_CACHE_DIR: path.join(home, 'image-cache'),
  });
  fs.writeFileSync(path.join(home, 'site.conf'), site);
  const main = [
    'daemon off;',
    // As root, nginx's workers would run as nobody and could not use these private dirs.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(home, 'nginx.pid')};`,
    `error_log ${path.join(home, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    // One line a request: what it asked, the cache's verdict and the replica that answered
    // ('-' when none did): e2e/scale.spec.ts counts the requests that reached a replica.
    ...(settings.accessLog
      ? [
          "  log_format fleet '$request_method $request_uri $status $upstream_cache_status $upstream_addr';",
          `  access_log ${accessLogPath(home)} fleet;`,
        ]
      : ['  access_log off;']),
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(home, `${kind}-temp`)};`,
    ),
    `  include ${path.join(home, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
  const file = path.join(home, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

/** The refresh listener's port of writeNginxConfig's nginx. */
function refreshPortOf(settings: Pick<NginxSettings, 'port' | 'refreshPort'>): number {
  return settings.refreshPort ?? settings.port + 1000;
}

/** The access log of writeNginxConfig's nginx (format `fleet`: method, URI, status, cache, upstream). */
export function accessLogPath(home: string): string {
  return path.join(home, 'logs', 'access.log');
}

/** Where a command is (PATH, then /usr/sbin and /usr/bin: nginx lives in sbin), or null. */
export function commandPath(command: string): string | null {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/bin']);
  return dirs.map((dir) => path.join(dir, command)).find((file) => fs.existsSync(file)) ?? null;
}

/** redis-server arguments for a cache of our own: loopback, no persistence. */
export function redisArgs(port: number, dir: string): string[] {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ];
}
