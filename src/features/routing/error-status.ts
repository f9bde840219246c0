/**
 * The status an error page shows: `statusCode`, else `status`, else `response.status`,
 * else 500.
 */
export function errorStatus(...sources: unknown[]): number {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    const candidate = source as {
      statusCode?: unknown;
      status?: unknown;
      response?: { status?: unknown };
    };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}
