import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/components/toast';
import { initialCoverageState } from '../cascade-state';
import { previewChoice } from '../choice-preview';
import type { transition } from '../cascade';
import type { CoverageEvent, CoverageState } from '../types';

/**
 * The transitions and the proxy calls are not in the page's first load (the first view comes
 * from the server): they load once the page is idle, or with the first choice made before.
 */
const loadCascade = () => import('../cascade');
const loadInterface = () => import('./diag-interface');

type Transition = typeof transition;

/**
 * The cascade in the browser: starts from the server's settled state (or loads it all when
 * there is none), runs the calls each transition asks for and feeds the answers back. A
 * failure shows its msg as an error toast, except the proxy's code 500
 * (docs/api.md, "Error codes").
 *
 * A choice shows at once: until the transitions are loaded, the choices made wait in order
 * and the page shows their preview (choice-preview.ts), the lists under them loading and
 * empty, so no option of a previous product or brand can be picked meanwhile.
 */
export function useCoverageCascade(initial: CoverageState | null) {
  const toast = useToast();
  const toastRef = useRef(toast);
  const [state, setState] = useState<CoverageState>(() => initial ?? initialCoverageState());
  // Answers arrive after renders: transitions read the latest state, not a render's copy.
  const stateRef = useRef(state);
  const controllerRef = useRef<AbortController | null>(null);
  const transitionRef = useRef<Transition | null>(null);
  // The events made before the transitions loaded, in order (the ref), and as rendered.
  const waitingRef = useRef<CoverageEvent[]>([]);
  const [waiting, setWaiting] = useState<CoverageEvent[]>([]);

  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);

  const dispatch = useCallback(function dispatch(event: CoverageEvent) {
    const queue = waitingRef.current;
    const loaded = transitionRef.current;
    if (loaded && queue.length === 0) {
      apply(loaded, event);
      return;
    }
    queue.push(event);
    setWaiting([...queue]);
    if (queue.length > 1) return;
    loadCascade().then(
      (cascade) => {
        transitionRef.current = cascade.transition;
        // A transition's calls are answered later, never during this loop: the queue only
        // shrinks here, in the order the choices were made.
        for (let next = queue.shift(); next; next = queue.shift()) apply(cascade.transition, next);
        setWaiting([]);
      },
      // A chunk gone after a deploy: the choices waiting are dropped (the page shows the
      // state it has) and the rejection goes on to the site's chunk-error handler.
      (error: unknown) => {
        queue.length = 0;
        setWaiting([]);
        throw error;
      },
    );

    function apply(run: Transition, next: CoverageEvent) {
      const step = run(stateRef.current, next);
      stateRef.current = step.state;
      setState(step.state);
      const controller = controllerRef.current;
      if (!controller) return;
      for (const request of step.requests) {
        const fail = (error: unknown, silent: boolean) => {
          if (controller.signal.aborted) return;
          if (!silent) {
            toastRef.current.error(error instanceof ApiError ? error.message : String(error));
          }
          dispatch({ type: 'requestFailed', id: request.id });
        };
        loadInterface().then(
          ({ answerRequest, isSpecialFailure }) =>
            answerRequest(request, controller.signal).then(dispatch, (error: unknown) =>
              fail(error, isSpecialFailure(error)),
            ),
          // A chunk that did not load: the request ends; the rejection goes on to the
          // site's chunk-error handler (src/lib/chunk-reload.ts), which reloads the page.
          (error: unknown) => {
            fail(error, true);
            throw error;
          },
        );
      }
    }
  }, []);

  useEffect(() => {
    const load = () =>
      Promise.all([loadCascade(), loadInterface()]).then(
        ([cascade]) => {
          transitionRef.current ??= cascade.transition;
        },
        () => undefined,
      );
    if (typeof window.requestIdleCallback !== 'function') {
      void load();
      return;
    }
    const idle = window.requestIdleCallback(() => void load());
    return () => window.cancelIdleCallback(idle);
  }, []);

  const needsStart = initial === null;
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    if (needsStart) dispatch({ type: 'start' });
    return () => {
      controller.abort();
      controllerRef.current = null;
    };
  }, [dispatch, needsStart]);

  const shown = useMemo(() => waiting.reduce(previewChoice, state), [waiting, state]);
  return { state: shown, dispatch };
}
