/**
 * The fleet's metrics (prom-client), one registry per server process. It is kept on
 * globalThis: the API routes, the pages and instrumentation are separate bundles that may each
 * load their own copy of this module, and all of them must count into the one registry that
 * GET /api/metrics exposes.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildId, cacheMode, instanceName } from './instance';

/** Seconds: from a cached API answer to a slow page render. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    buildInfo: new Gauge({
      name: 'diagtools_build_info',
      help: 'Always 1: the build this instance serves and its name',
      labelNames: ['build', 'instance'] as const,
      registers,
      collect() {
        this.reset();
        this.set({ build: buildId(), instance: instanceName() }, 1);
      },
    }),
    cacheLookups: new Counter({
      name: 'diagtools_isr_cache_lookups_total',
      help: 'ISR cache lookups of pages through the shared cache handler (REDIS_URL set): hit (fresh), stale (served while it regenerates), miss',
      labelNames: ['result'] as const,
      registers,
    }),
    regenerations: new Counter({
      name: 'diagtools_regenerations_total',
      help: 'Page data loads at run time (background regeneration, on-demand revalidation, first render of a page not pre-rendered), by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    regenerationSeconds: new Histogram({
      name: 'diagtools_regeneration_duration_seconds',
      help: 'How long a page data load at run time took',
      buckets: DURATION_BUCKETS,
      registers,
    }),
    revalidations: new Counter({
      name: 'diagtools_revalidations_total',
      help: 'Calls of POST /api/revalidate, by way in (webhook: signed by the CMS; manual: the secret by hand) and HTTP status',
      labelNames: ['via', 'status'] as const,
      registers,
    }),
    revalidationPaths: new Counter({
      name: 'diagtools_revalidation_paths_total',
      help: 'Paths asked for in revalidation calls, by way in and result (revalidated, refused, failed)',
      labelNames: ['via', 'result'] as const,
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'diagtools_upstream_requests_total',
      help: 'Server-side calls of the vendor API, by endpoint and outcome (ok, business, auth, server, network)',
      labelNames: ['method', 'endpoint', 'outcome'] as const,
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'diagtools_upstream_errors_total',
      help: 'Server-side API calls that got no usable answer: a 5xx or malformed answer (server) or none at all (network)',
      labelNames: ['method', 'endpoint', 'kind'] as const,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'diagtools_upstream_request_duration_seconds',
      help: 'Latency of server-side API calls, by endpoint',
      labelNames: ['method', 'endpoint'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    redisUp: new Gauge({
      name: 'diagtools_redis_up',
      help: 'Shared ISR cache: 1 Redis connected, 0 Redis unreachable (serving from the local copy) or no REDIS_URL (see diagtools_cache_mode)',
      registers,
      collect() {
        this.set(cacheMode() === 'redis' ? 1 : 0);
      },
    }),
    cacheModeInfo: new Gauge({
      name: 'diagtools_cache_mode',
      help: '1 for the ISR cache this instance uses now: redis, local-fallback (Redis configured but unreachable) or file (no REDIS_URL)',
      labelNames: ['mode'] as const,
      registers,
      collect() {
        const now = cacheMode();
        for (const mode of ['redis', 'local-fallback', 'file'] as const) {
          this.set({ mode }, mode === now ? 1 : 0);
        }
      },
    }),
  };
}

export type OpsMetrics = ReturnType<typeof createMetrics>;

declare global {
  var __diagtoolsMetrics: OpsMetrics | undefined;
}

export function opsMetrics(): OpsMetrics {
  globalThis.__diagtoolsMetrics ??= createMetrics();
  return globalThis.__diagtoolsMetrics;
}
