import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { setApiErrorListener } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pathOnly } from '../menu';
import type { ToastApi } from '@/components/toast';

/**
 * Shows every reported API failure as a toast with its severity (docs/api.md, "Error codes");
 * a refused token also sends the visitor to /login, which returns here after sign-in (the
 * client already dropped the session).
 */
export function useApiErrorToasts(toast: ToastApi): void {
  const router = useRouter();
  useEffect(() => {
    setApiErrorListener((error, severity) => {
      if (severity === 'silent') return;
      toast.show(severity, error.message);
      if (error.kind === 'auth' && pathOnly(router.asPath) !== paths.login()) {
        void router.push(paths.login(router.asPath));
      }
    });
    return () => setApiErrorListener(null);
  }, [router, toast]);
}
