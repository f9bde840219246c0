/**
 * The site's secrets, server side only, read per call (docs/settings.md). Each job may have
 * its own; each falls back to REVALIDATE_SECRET, so a setup with that one secret keeps working.
 *
 * - REVALIDATE_SECRET: the publish webhook's signatures (and a developer's manual call).
 * - PREVIEW_SECRET: the preview links' tokens and the preview credential that reads drafts.
 * - METRICS_SECRET: `Authorization: Bearer` of GET /api/metrics.
 *
 * None of them ever travels in a URL the site hands out or asks for.
 */
export function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET ?? '';
}

export function previewSecret(): string {
  return process.env.PREVIEW_SECRET || revalidateSecret();
}

export function metricsSecret(): string {
  return process.env.METRICS_SECRET || revalidateSecret();
}
