import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { type ApiKey, fetchApiKey } from '@/lib/api-key';
import { LoadingProvider } from './loading-provider';
import { SessionBootstrap } from './session-bootstrap';
import { ToastProvider } from './toast-provider';

const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey) => fetchApiKey(key),
  // Every failed attempt is already shown to the visitor; retrying would repeat the toast.
  shouldRetryOnError: false,
};

/** Everything the pages share: data cache, toasts, the loading overlay and the session start-up. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <LoadingProvider>
          <SessionBootstrap />
          {children}
        </LoadingProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
