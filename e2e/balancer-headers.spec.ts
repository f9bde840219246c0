/**
 * The load balancer (deploy/nginx/default.conf.template, as docker-compose renders it)
 * tells the replicas who asked and how: X-Forwarded-For/-Proto/-Host/-Port and X-Real-IP, with
 * the visitor's Host kept. The replicas here are one small server that records what reaches it.
 */
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeNginxConfig } from '../scripts/lib/nginx';
import { commandPath, hasCommand, startProc, stopEvery, waitFor200 } from './support/processes';

const NGINX_PORT = Number(process.env.BALANCER_NGINX_PORT || 8096);
const LB = `http://127.0.0.1:${NGINX_PORT}`;

// CI installs nginx (.ci/run): there a missing one is a failure, not a skip.
test.skip(
  !hasCommand('nginx') && !process.env.CI,
  'nginx is not installed (apt-get install nginx)',
);

let dir = '';
let replica: http.Server;
const seen: IncomingHttpHeaders[] = [];

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balancer-'));
  replica = http.createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end('ok');
  });
  await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
  const upstream = `127.0.0.1:${(replica.address() as AddressInfo).port}`;
  const conf = writeNginxConfig(path.join(dir, 'nginx'), {
    port: NGINX_PORT,
    upstreams: [upstream],
  });
  startProc('nginx', commandPath('nginx') ?? 'nginx', ['-c', conf, '-p', path.join(dir, 'nginx')]);
  await waitFor200(`${LB}/lb-health`, 20_000);
});

test.afterAll(async () => {
  await stopEvery();
  await new Promise<void>((resolve) => (replica ? replica.close(() => resolve()) : resolve()));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('passes the visitor, scheme, host and port on to the replicas', async () => {
  for (const page of ['/products?headers=1', '/api/health']) {
    seen.length = 0;
    // node:http, not fetch: fetch refuses to set Host.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(
          `${LB}${page}`,
          { headers: { Host: 'shop.example.com', 'X-Forwarded-For': '203.0.113.7' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          },
        )
        .on('error', reject);
    });
    expect(status, page).toBe(200);
    expect(seen, page).toHaveLength(1);
    const [headers] = seen;
    expect(headers.host, page).toBe('shop.example.com');
    // An address already in X-Forwarded-For is kept; the balancer appends its own client.
    expect(headers['x-forwarded-for'], page).toBe('203.0.113.7, 127.0.0.1');
    expect(headers['x-real-ip'], page).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto'], page).toBe('http');
    expect(headers['x-forwarded-host'], page).toBe('shop.example.com');
    expect(headers['x-forwarded-port'], page).toBe(String(NGINX_PORT));
  }
});
