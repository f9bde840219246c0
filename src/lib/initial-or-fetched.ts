import type { LiveState } from './live-read';

/**
 * A list whose first state the server already rendered: `initial` while that state is
 * shown (nothing fetched, no error, not loading), what the fetch gives for any other.
 */
export function initialOrFetched<T, E>(isInitial: boolean, initial: T, fetched: LiveState<T, E>) {
  return {
    data: isInitial ? initial : fetched.data,
    error: isInitial ? undefined : fetched.error,
    isLoading: !isInitial && fetched.isLoading,
    isValidating: !isInitial && fetched.isValidating,
    /** Asks for the list again (after a failure). */
    retry: () => void fetched.mutate(),
  };
}
