/**
 * The mock API on a real port for the whole file, with API_BASE_URL pointed at it (the site's
 * server code calls it by URL): `onReady` receives the test env once it listens.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeEnv, type TestEnv } from '../mock-api/helpers';

export function serveMockApi(onReady: (env: TestEnv) => void = () => undefined): void {
  const savedBase = process.env.API_BASE_URL;
  let env: TestEnv;
  let server: Server;
  beforeAll(async () => {
    env = makeEnv();
    server = env.mock.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    onReady(env);
  });
  afterAll(async () => {
    process.env.API_BASE_URL = savedBase;
    await new Promise((resolve) => server.close(resolve));
    await env.cleanup();
  });
}
