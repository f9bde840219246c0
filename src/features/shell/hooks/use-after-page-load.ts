import { useContext, useEffect, useState } from 'react';
import { PromoDelayContext } from './promo-delay';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** True once the page has loaded, the main thread has gone idle and the delay has passed. */
export function useAfterPageLoad(): boolean {
  const delayMs = useContext(PromoDelayContext);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const win = window as IdleWindow;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const afterIdle = () => {
      timer = setTimeout(() => setReady(true), delayMs);
    };
    const afterLoad = () => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(afterIdle, { timeout: 2000 });
      else afterIdle();
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [delayMs]);

  return ready;
}
