import { ConfirmDialog } from '@/components/confirm-dialog';
import { MuiProvider } from '@/components/mui-provider';
import { useSignOut } from '../hooks/use-sign-out';

export const SIGN_OUT_TITLE = 'Tips';

/**
 * "Tips" with YES and NO before signing out ("Tios" fixed: docs/copy.md, "Typo fixes"). A MUI
 * dialog (focus trap), loaded only when asked for.
 */
export function SignOutConfirm({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the element to focus once closed, when its opener is gone (a closed menu). */
  returnFocusTo?: string;
}) {
  const signOut = useSignOut();
  const close = () => {
    onClose();
    if (returnFocusTo) {
      requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
    }
  };
  return (
    <MuiProvider>
      <ConfirmDialog
        open={open}
        title={SIGN_OUT_TITLE}
        onCancel={close}
        onConfirm={() => {
          close();
          void signOut();
        }}
      >
        Are you sure you want to sign out?
      </ConfirmDialog>
    </MuiProvider>
  );
}
