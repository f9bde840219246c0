import { createContext, useContext } from 'react';

export interface LoadingApi {
  /** One more request in flight: the overlay shows while any is. */
  begin: () => void;
  /** One request finished. */
  end: () => void;
}

export const LoadingContext = createContext<LoadingApi | null>(null);

/** The loading overlay's counters. */
export function useLoading(): LoadingApi {
  const loading = useContext(LoadingContext);
  if (!loading) throw new Error('useLoading must be used inside <LoadingProvider>');
  return loading;
}
