import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import type { ToastSeverity } from '@/components/toast';
import { TOAST_AUTO_HIDE_MS, TOAST_TITLE } from '../layout-constants';

export interface ToastViewProps {
  id: number;
  severity: ToastSeverity;
  message: string;
  open: boolean;
  onClose: (event?: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => void;
  /** The closing animation has finished: the toast can leave the queue. */
  onExited: () => void;
}

/** The visible toast: a filled alert titled "Tips" at the top, hiding itself after ~3 s. */
export function ToastView({ id, severity, message, open, onClose, onExited }: ToastViewProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        sx={{ minWidth: 280, maxWidth: 480 }}
      >
        <AlertTitle>{TOAST_TITLE}</AlertTitle>
        {message}
      </Alert>
    </Snackbar>
  );
}
