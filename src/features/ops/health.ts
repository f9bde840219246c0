/**
 * GET /api/health: whether this instance can serve, for the balancer's checks and compose's
 * healthchecks.
 *
 * 200 whenever it can serve pages, even degraded: with the API down it still serves the pages
 * in its cache (`api: 'down'`), with Redis down it serves from its local copy
 * (`cache: 'local-fallback'`); taking such an instance out of the balancer would only turn
 * stale pages into errors. 503 only once it is shutting down (SIGTERM or SIGINT received), so
 * a balancer stops sending it visitors while it drains: it keeps serving for the drain period
 * before it stops accepting (src/features/ops/drain.ts). An instance that cannot serve at all
 * does not answer, which every check already counts as down.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { ApiError, callApi } from '@/lib/api-client';
import { isShuttingDown } from './drain';
import { buildId, type CacheMode, cacheMode, instanceName } from './instance';
import { installOpsRecorder } from './recorder';
import { SITE_SETTINGS_ENDPOINTS } from '@/contract/vendor-endpoints/site-settings';

export const API_PROBE_TIMEOUT_MS = 1_500;
/** A check every few seconds from each balancer must not become an API load. */
export const API_PROBE_CACHE_MS = 5_000;

export interface HealthAnswer {
  status: 'ok' | 'shutting-down';
  build: string;
  instance: string;
  cache: CacheMode;
  api: 'up' | 'down';
}

let probe: { at: number; result: Promise<'up' | 'down'> } | undefined;

/** Any answer of the API, even a refusal, is up; a 5xx, a malformed answer or none is down. */
async function askApi(): Promise<'up' | 'down'> {
  try {
    // A documented, cheap endpoint: the site settings, one small record.
    await callApi(SITE_SETTINGS_ENDPOINTS.siteSettingsFind, {
      token: null,
      timeoutMs: API_PROBE_TIMEOUT_MS,
    });
    return 'up';
  } catch (error) {
    const answered =
      error instanceof ApiError && (error.kind === 'business' || error.kind === 'auth');
    return answered ? 'up' : 'down';
  }
}

export function apiState(now = Date.now()): Promise<'up' | 'down'> {
  if (!probe || now - probe.at >= API_PROBE_CACHE_MS) probe = { at: now, result: askApi() };
  return probe.result;
}

/** Forgets the cached probe (tests). */
export function resetApiProbe(): void {
  probe = undefined;
}

export async function healthHandler(
  req: NextApiRequest,
  res: NextApiResponse<HealthAnswer | { code: number; msg: string }>,
): Promise<void> {
  installOpsRecorder();
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ code: 405, msg: 'Use GET' });
    return;
  }
  const shuttingDown = isShuttingDown();
  const answer: HealthAnswer = {
    status: shuttingDown ? 'shutting-down' : 'ok',
    build: buildId(),
    instance: instanceName(),
    cache: cacheMode(),
    api: await apiState(),
  };
  res.status(shuttingDown ? 503 : 200).json(answer);
}
