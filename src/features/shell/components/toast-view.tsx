import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { MuiProvider } from '@/components/mui-provider';
import type { ToastSeverity } from '@/components/toast';
import { TOAST_AUTO_HIDE_MS, TOAST_TITLE } from '../layout-constants';

export interface ToastViewProps {
  id: number;
  severity: ToastSeverity;
  message: string;
  open: boolean;
  /** The close button or the timer: the toast starts hiding. */
  onClose: () => void;
  /** The closing animation has finished: the toast can leave the queue. */
  onExited: () => void;
}

/**
 * The visible toast: a filled alert (a warning titled "Tips") at the bottom (where it covers
 * no navigation: the header and its menus are at the top), hiding itself after ~3 s.
 * Fetched with the first toast, so it keeps MUI's Snackbar and Alert under its own MuiProvider.
 */
export function ToastView({ id, severity, message, open, onClose, onExited }: ToastViewProps) {
  // A click elsewhere on the page leaves the toast to its timer.
  const onSnackbarClose = (_event: Event | SyntheticEvent | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <MuiProvider>
      {/* In a portal of its own: a toast that appears while a modal dialog is open is then a
          new child of <body>, which the dialog has not hidden from assistive technology. */}
      <Portal key={id}>
        <Snackbar
          open={open}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          onClose={onSnackbarClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited } }}
        >
          <Alert
            severity={severity}
            variant="filled"
            onClose={onClose}
            sx={{ minWidth: 280, maxWidth: 480 }}
          >
            {/* Spec: warnings are titled Tips; errors and successes say their message alone
                (docs/copy.md, "Titles"). */}
            {severity === 'warning' ? <AlertTitle>{TOAST_TITLE}</AlertTitle> : null}
            {message}
          </Alert>
        </Snackbar>
      </Portal>
    </MuiProvider>
  );
}
