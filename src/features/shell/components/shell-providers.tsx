import type { ReactNode } from 'react';
import { LoadingProvider } from './loading-provider';
import { SessionBootstrap } from './session-bootstrap';
import { ToastProvider } from './toast-provider';

/**
 * Everything the pages share: toasts, the loading overlay and the session start-up. The
 * pages' data cache is src/lib/use-fetch.ts (no provider); the customer area sets up SWR.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <LoadingProvider>
        <SessionBootstrap />
        {children}
      </LoadingProvider>
    </ToastProvider>
  );
}
