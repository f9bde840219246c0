/**
 * The settings that make a fleet (two replicas sharing Redis behind a balancer) work for
 * browsers and editors, by role: e2e/scale.spec.ts starts its processes with them, and
 * tests/unit/deploy/compose-agreement.test.ts checks docker-compose.yml's scale profile gives its
 * services the same ones.
 */

export interface FleetAddresses {
  /** The balancer's public origin (what browsers use): `http://127.0.0.1:8080`. */
  balancer: string;
  /** The origin of an instance that shares the Redis cache (a replica). */
  replica: string;
  /**
   * Every instance behind the balancer: a publish calls each of them (so each regenerates,
   * Redis up or down) instead of the balancer, and then refreshes the balancer's copies on
   * `balancerRefresh` (its refresh listener, deploy/nginx/default.conf.template).
   */
  replicas?: string[];
  balancerRefresh?: string;
  /** The single instance outside the fleet, when one runs beside it (compose's `web`). */
  single?: string;
}

/** A loopback origin under both names a browser may use (localhost and 127.0.0.1). */
export function bothLoopbackNames(origin: string): string[] {
  const url = new URL(origin);
  const names = ['localhost', '127.0.0.1'];
  if (!names.includes(url.hostname)) return [url.origin];
  return names.map((name) => `${url.protocol}//${name}:${url.port}`);
}

/**
 * The mock's settings: it answers browsers coming through the balancer (CORS), and its publish
 * webhook goes to every replica (`fleet.replicas`), then the balancer's copies are refreshed,
 * and to the single instance. Without `replicas` it goes to the balancer, whose replicas share
 * the cache; a replica of the fleet is named too where no balancer may run yet.
 */
export function mockFleetEnv(
  fleet: FleetAddresses,
  secret: string,
  options: { replicaHook?: boolean } = {},
): Record<string, string> {
  const sites = [fleet.single, fleet.balancer].filter((site): site is string => Boolean(site));
  const hooks = [
    ...(fleet.replicas ?? [fleet.balancer, ...(options.replicaHook ? [fleet.replica] : [])]),
    fleet.single,
  ];
  return {
    ...(fleet.balancerRefresh ? { BALANCER_REFRESH_URL: fleet.balancerRefresh } : {}),
    SITE_ORIGINS: sites.flatMap(bothLoopbackNames).join(','),
    SITE_REVALIDATE_URL: hooks
      .filter((site): site is string => Boolean(site))
      .map((site) => `${site}/api/revalidate`)
      .join(','),
    REVALIDATE_SECRET: secret,
  };
}

/** A replica's settings: the shared cache, the same secret, and the balancer's address. */
export function replicaFleetEnv(
  fleet: FleetAddresses,
  secret: string,
  redisUrl: string,
): Record<string, string> {
  return { REDIS_URL: redisUrl, REVALIDATE_SECRET: secret, SITE_URL: fleet.balancer };
}
