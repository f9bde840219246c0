import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { LOADING_OVERLAY_MAX_MS } from '@/config/constants';
import { type LoadingApi, LoadingContext } from '../hooks/use-loading';
import { useRouteLoading } from '../hooks/use-route-loading';
import { LoadingOverlay } from './loading-overlay';

/**
 * Counts requests in flight (begin/end) and slow route changes; shows the overlay while
 * any is running and closes it after 8 seconds whatever happens.
 */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const [routeBusy, resetRouteBusy] = useRouteLoading();
  const api = useMemo<LoadingApi>(
    () => ({
      begin: () => setCount((c) => c + 1),
      end: () => setCount((c) => Math.max(0, c - 1)),
    }),
    [],
  );

  const visible = count > 0 || routeBusy;
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => {
      setCount(0);
      resetRouteBusy();
    }, LOADING_OVERLAY_MAX_MS);
    return () => clearTimeout(timer);
  }, [visible, resetRouteBusy]);

  return (
    <LoadingContext.Provider value={api}>
      {children}
      {visible && <LoadingOverlay />}
    </LoadingContext.Provider>
  );
}
