/**
 * The shell data of the last successful site fetch (site-data.ts) in this server process.
 * Pages rendered per request (search) keep their header and footer with it while the API
 * is down, as the statically generated pages keep their last good version.
 */
import type { SiteData } from './site-types';

// On globalThis: each page's server bundle may load its own copy of this module.
const SLOT = Symbol.for('diagtools.lastGoodSite');
type Holder = { [SLOT]?: SiteData };

export function rememberSite(site: SiteData): void {
  (globalThis as unknown as Holder)[SLOT] = site;
}

/** The last good shell, or null when this process has not loaded one yet. */
export function lastGoodSite(): SiteData | null {
  return (globalThis as unknown as Holder)[SLOT] ?? null;
}
