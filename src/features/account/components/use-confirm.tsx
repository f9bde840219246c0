import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface Pending {
  question: string;
  resolve: (yes: boolean) => void;
}

/**
 * Asks a yes/no question ("Are you sure to delete it?") in a strict dialog: resolves true
 * for yes. Render `dialog` once in the page.
 */
export function useConfirm(): {
  confirm: (question: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const confirm = useCallback(
    (question: string) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { question, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    pendingRef.current?.resolve(yes);
    pendingRef.current = null;
    setPending(null);
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Tips"
      strict
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {pending?.question}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
