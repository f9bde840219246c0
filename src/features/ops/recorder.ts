/**
 * The server's recorder of fleet events (src/lib/ops-events.ts): each event moves the metrics
 * and, when an operator should see it, writes a JSON log line. Installed once per process by
 * src/instrumentation.ts when `next start` boots (not during a build: pre-rendering is no
 * regeneration), and by the ops routes in case instrumentation did not run.
 */
import { endpointTemplate, type OpsRecorder, opsRecorder, setOpsRecorder } from '@/lib/ops-events';
import { logEvent } from './log';
import { opsMetrics } from './metrics';

const seconds = (ms: number) => ms / 1000;
const rounded = (ms: number) => Math.round(ms);

export function createOpsRecorder(): OpsRecorder {
  const metrics = opsMetrics();
  return {
    apiCall({ method, path, durationMs, outcome, code }) {
      const endpoint = endpointTemplate(path);
      metrics.upstreamCalls.inc({ method, endpoint, outcome });
      metrics.upstreamSeconds.observe({ method, endpoint }, seconds(durationMs));
      if (outcome !== 'server' && outcome !== 'network') return;
      metrics.upstreamErrors.inc({ method, endpoint, kind: outcome });
      logEvent('warn', 'upstream_error', `API ${method} ${endpoint} failed (${outcome} ${code})`, {
        method,
        endpoint,
        kind: outcome,
        code,
        durationMs: rounded(durationMs),
      });
    },
    regeneration({ params, durationMs, outcome }) {
      metrics.regenerations.inc({ outcome });
      metrics.regenerationSeconds.observe(seconds(durationMs));
      logEvent(
        outcome === 'error' ? 'warn' : 'info',
        'regeneration',
        outcome === 'error'
          ? 'page data did not load: the last good version stays'
          : `page data loaded (${outcome})`,
        { params, outcome, durationMs: rounded(durationMs) },
      );
    },
    revalidation({ via, status, revalidated, refused, failed, reason }) {
      metrics.revalidations.inc({ via, status: String(status) });
      metrics.revalidationPaths.inc({ via, result: 'revalidated' }, revalidated.length);
      metrics.revalidationPaths.inc({ via, result: 'refused' }, refused);
      metrics.revalidationPaths.inc({ via, result: 'failed' }, failed);
      logEvent(
        status === 200 && failed === 0 ? 'info' : 'warn',
        'revalidation',
        reason
          ? `${via} revalidation answered ${status}: ${reason}`
          : `${via} revalidation answered ${status}: ${revalidated.length} revalidated, ${refused} refused, ${failed} failed`,
        { via, status, revalidated, refused, failed, ...(reason ? { reason } : {}) },
      );
    },
    cacheLookup(result) {
      metrics.cacheLookups.inc({ result });
    },
    log: logEvent,
  };
}

/** Installs the recorder unless this process has one. */
export function installOpsRecorder(): void {
  if (!opsRecorder()) setOpsRecorder(createOpsRecorder());
}
