/**
 * The ports and addresses of a stack: ports from the environment, the addresses derived from
 * them, waiting for a server to answer, and refusing busy ports with a clear message.
 */
import net from 'node:net';
import {
  envPort as settingsPort,
  portsBusyMessage,
  siteOriginsFor,
  type BusyPort,
} from './stack-settings';

/** A port from the environment, or the default; a bad value is an error, not a surprise. */
export function envPort(name: string, fallback: number): number {
  return settingsPort(process.env, name, fallback);
}

/** The webhook URL of a site on `port` (the mock calls it over loopback). */
export function revalidateUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/revalidate`;
}

/** The origins a browser uses for a site on `port` (for the mock's CORS). */
export function siteOrigins(port: number, siteUrl?: string): string[] {
  return siteOriginsFor(port, siteUrl);
}

export interface WaitOptions {
  /** Which HTTP status means ready; default: any answer below 500. */
  accept?: (status: number) => boolean;
  intervalMs?: number;
}

/** Polls `url` until it answers as accepted; returns the status. */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  options: WaitOptions = {},
): Promise<number> {
  const accept = options.accept ?? ((status: number) => status < 500);
  const interval = options.intervalMs ?? 250;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(Math.min(30_000, Math.max(1_000, deadline - Date.now()))),
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer();
      if (accept(response.status)) return response.status;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  throw new Error(`${url} not ready after ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when something already listens on the port (IPv4 or IPv6 loopback). */
export async function isPortInUse(port: number): Promise<boolean> {
  const answers = await Promise.all([canConnect('127.0.0.1', port), canConnect('::1', port)]);
  return answers.some(Boolean);
}

/**
 * Throws a clear message naming every busy port and the settings that move it, instead of a
 * child's EADDRINUSE. `stack`: a site and mock pair, moved together with PORT and MOCK_API_PORT
 * (the hint shows `command` with both).
 */
export async function assertPortsFree(
  ports: BusyPort[],
  stack?: { port: number; mockPort: number; command: string },
): Promise<void> {
  const busy: BusyPort[] = [];
  for (const entry of ports) {
    if (await isPortInUse(entry.port)) busy.push(entry);
  }
  if (busy.length > 0) throw new Error(portsBusyMessage(busy, stack ?? null));
}
