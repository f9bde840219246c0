import type { ReactNode } from 'react';
import { LiveHost } from '@/lib/live-read';
import { LoadingProvider } from './loading-provider';
import { SessionBootstrap } from './session-bootstrap';
import { ToastProvider } from './toast-provider';

/**
 * Everything the pages share: toasts, the loading overlay, the session start-up and the
 * live reads' host (SWR, loaded with the first read a component asks for).
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <LoadingProvider>
        <SessionBootstrap />
        <LiveHost />
        {children}
      </LoadingProvider>
    </ToastProvider>
  );
}
