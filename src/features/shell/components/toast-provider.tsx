import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useApiErrorToasts } from '../hooks/use-api-error-toasts';
import { type ToastApi, ToastContext, type ToastSeverity } from '@/components/toast';

// The visual (Snackbar, Alert) is fetched with the first toast; the queue and the API
// above stay here, synchronous.
const ToastView = dynamic(() => import('./toast-view').then((m) => m.ToastView), {
  ssr: false,
});

interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/**
 * One toast at a time, the rest queued; each hides itself after about 3 seconds.
 * Also registers the API client's error listener, so API failures become toasts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);
  const nextId = useRef(0);
  // Read by show(), which must keep one identity for the API error listener.
  const closingRef = useRef<number | null>(null);

  const show = useCallback((severity: ToastSeverity, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((current) =>
      // The same message already shown or waiting (a burst of failing calls) is shown once.
      current.some(
        (t) => t.severity === severity && t.message === message && t.id !== closingRef.current,
      )
        ? current
        : [...current, { id, severity, message }],
    );
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show('success', message),
      warning: (message) => show('warning', message),
      error: (message) => show('error', message),
    }),
    [show],
  );
  useApiErrorToasts(api);

  const current = queue[0];
  const open = current !== undefined && current.id !== closingId;

  const handleClose = () => {
    if (!current) return;
    closingRef.current = current.id;
    setClosingId(current.id);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <ToastView
          id={current.id}
          severity={current.severity}
          message={current.message}
          open={open}
          onClose={handleClose}
          onExited={() => setQueue((q) => q.filter((t) => t.id !== current.id))}
        />
      )}
    </ToastContext.Provider>
  );
}
