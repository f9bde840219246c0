import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentReads, serverReads, subscribeReads } from './registry';

/** SWR and its hooks load with the first read a component asks for, not with the page. */
const LiveReads = lazy(() => import('./live-reads'));

/**
 * Renders the reads the components want (nothing, and no SWR, while there are none: the
 * public pages render their first data from their props). Mounted once, under the app's
 * providers (and the tests' SWRConfig), so a read uses the SWR cache the customer area uses.
 */
export function LiveHost() {
  const reads = useSyncExternalStore(subscribeReads, currentReads, serverReads);
  if (reads.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LiveReads reads={reads} />
    </Suspense>
  );
}
