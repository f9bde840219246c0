import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { BREAKPOINT } from '@/config/constants';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The close button: the only way out besides a successful submit. */
  onClose: () => void;
  /** The form: DialogContent and DialogActions inside a <form>. */
  children: (titleId: string) => ReactNode;
}

/**
 * A form in a modal dialog (focus trap, scroll lock). It does not close on a click outside
 * or Escape (spec 2, section 4), so a half-written form is never lost by accident; the close
 * button "Close" does. It stays mounted while closed, so the form keeps what was typed.
 * Full screen on phones.
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`);
  return (
    <Dialog
      open={open}
      // Neither a click on the backdrop nor Escape closes it (reasons backdropClick, escapeKeyDown).
      onClose={() => undefined}
      keepMounted
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      {children(titleId)}
    </Dialog>
  );
}
