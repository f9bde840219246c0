import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * How far from the window a part counts as near: about a screen's height, as far ahead as
 * browsers start fetching a lazy picture.
 */
const NEAR = '100% 0px';

/**
 * Whether the element has come near the window (once true, it stays true). False on the
 * server and at hydration, so the server's markup and the first render agree; true at once
 * where the browser cannot tell (no IntersectionObserver).
 */
export function useNearView<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  // False on the server and at hydration, then what the browser has.
  const blind = useSyncExternalStore(
    noChange,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  return [ref, near || blind];
}

/** Whether the browser has IntersectionObserver never changes. */
const noChange = () => () => undefined;
