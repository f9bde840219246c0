import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { ROUTE_LOADING_DELAY_MS } from '../layout-constants';

/** True while a (non-shallow) route change has taken longer than a moment. */
export function useRouteLoading(): [busy: boolean, reset: () => void] {
  const { events } = useRouter();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, options?: { shallow?: boolean }) => {
      if (options?.shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setBusy(true), ROUTE_LOADING_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      setBusy(false);
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
  const reset = useCallback(() => setBusy(false), []);
  return [busy, reset];
}
