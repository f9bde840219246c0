/** The metrics an operator alerts on (docs/operations.md, "What to alert on"): every scrape lists them. */
export const ALERT_METRIC_NAMES: readonly string[] = [
  'diagtools_isr_cache_lookups_total',
  'diagtools_regenerations_total',
  'diagtools_regeneration_duration_seconds',
  'diagtools_revalidations_total',
  'diagtools_revalidation_paths_total',
  'diagtools_upstream_requests_total',
  'diagtools_upstream_errors_total',
  'diagtools_upstream_request_duration_seconds',
  'diagtools_redis_up',
  'diagtools_cache_mode',
  'diagtools_build_info',
];
