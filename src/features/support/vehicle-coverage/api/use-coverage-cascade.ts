import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/components/toast';
import { initialCoverageState, transition } from '../cascade';
import type { CoverageEvent, CoverageState } from '../types';

/**
 * The proxy calls load with the first choice the visitor makes: the first view comes from the
 * server, so the page's first load does without them.
 */
const loadInterface = () => import('./diag-interface');

/**
 * The cascade in the browser: starts from the server's settled state (or loads it all when
 * there is none), runs the calls each transition asks for and feeds the answers back. A
 * failure shows its msg as an error toast, except the proxy's code 500 (spec 2, section 8).
 */
export function useCoverageCascade(initial: CoverageState | null) {
  const toast = useToast();
  const toastRef = useRef(toast);
  const [state, setState] = useState<CoverageState>(() => initial ?? initialCoverageState());
  // Answers arrive after renders: transitions read the latest state, not a render's copy.
  const stateRef = useRef(state);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);

  const dispatch = useCallback(function dispatch(event: CoverageEvent) {
    const step = transition(stateRef.current, event);
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
        (error: unknown) => fail(error, false),
      );
    }
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

  return { state, dispatch };
}
