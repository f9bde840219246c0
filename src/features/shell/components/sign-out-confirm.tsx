import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSignOut } from '../hooks/use-sign-out';

export const SIGN_OUT_TITLE = 'Tips';

/** "Tips" with YES and NO before signing out (spec 1, section 4; CONTRACT copy fix). */
export function SignOutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <ConfirmDialog
      open={open}
      title={SIGN_OUT_TITLE}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void signOut();
      }}
    >
      Are you sure you want to sign out?
    </ConfirmDialog>
  );
}
