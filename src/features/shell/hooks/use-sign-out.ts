import { useCallback } from 'react';
import { clearSession } from '@/lib/session';
import { checkLogout } from '../api/check-logout';
import { useLoading } from './use-loading';
import { useToast } from '@/components/toast';

const SIGNED_OUT_FALLBACK = 'Signed out successfully';

/**
 * Signs out after the confirmation: the server revokes the token, then the session and
 * every cached answer are dropped (the one SWR cache, whose module is loaded here only if
 * no read has loaded it already). A failing request is ignored silently.
 */
export function useSignOut(): () => Promise<void> {
  const toast = useToast();
  const loading = useLoading();
  return useCallback(async () => {
    let message: string;
    loading.begin();
    try {
      const response = await checkLogout();
      if (response.data?.code !== 200) return;
      message = response.msg || SIGNED_OUT_FALLBACK;
    } catch {
      return;
    } finally {
      loading.end();
    }
    clearSession();
    const { mutate } = await import('swr');
    await mutate(() => true, undefined, { revalidate: false });
    toast.success(message);
  }, [loading, toast]);
}
