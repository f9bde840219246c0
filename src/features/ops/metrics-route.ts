/**
 * GET /api/metrics: this instance's metrics in the Prometheus text format (./metrics.ts), for
 * the holder of the secret or a client on this machine (./access.ts).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { metricsAccess } from './access';
import { opsMetrics } from './metrics';
import { installOpsRecorder } from './recorder';

export async function metricsHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  installOpsRecorder();
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ code: 405, msg: 'Use GET' });
    return;
  }
  const access = metricsAccess(req);
  if (!access.ok) {
    res.status(access.status).json({ code: access.status, msg: access.msg });
    return;
  }
  const { registry } = opsMetrics();
  res.setHeader('Content-Type', registry.contentType);
  res.status(200).send(await registry.metrics());
}
