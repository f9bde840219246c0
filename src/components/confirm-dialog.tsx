import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { MuiProvider } from './mui-provider';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape, and on a click outside unless the dialog is `strict`. */
  onCancel: () => void;
  /** A click outside does not answer (the customer area's rule); Escape still says no. */
  strict?: boolean;
}

/**
 * A yes/no question in a modal dialog. Focus starts on the safe answer; Escape cancels.
 * MUI (focus trap, Escape, scroll lock): load it lazily, after the user's action, never
 * from a server-rendered module.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'YES',
  cancelLabel = 'NO',
  onConfirm,
  onCancel,
  strict = false,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <MuiProvider>
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          if (reason === 'escapeKeyDown' || !strict) onCancel();
        }}
        aria-labelledby={titleId}
        aria-describedby={children ? textId : undefined}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children && (
          <DialogContent>
            <DialogContentText id={textId}>{children}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} variant="contained">
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiProvider>
  );
}
