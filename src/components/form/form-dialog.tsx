import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, type SyntheticEvent, useId } from 'react';
import { BREAKPOINT } from '@/config/constants';
import { ModalDialog } from './modal-dialog';

type DialogWidth = 'xs' | 'sm' | 'md' | 'lg';

export interface FormDialogFrameProps {
  open: boolean;
  title: string;
  /** The close button and Escape (which asks first when typed input would be lost). */
  onClose: () => void;
  maxWidth?: DialogWidth;
  /** Stays mounted while closed, so the form keeps what was typed. */
  keepMounted?: boolean;
  /** Full screen on phones. */
  phoneFullScreen?: boolean;
  /** The dialog's body; given the title's id (e.g. for the form's aria-labelledby). */
  children: (titleId: string) => ReactNode;
}

/**
 * A modal dialog holding a form (focus trap, scroll lock): a title and a close button "Close".
 * Escape closes it too, but once something was typed into a form that closing discards, it
 * asks first; a click outside never closes it, so a half-written form is not lost by accident.
 */
export function FormDialogFrame({
  open,
  title,
  onClose,
  maxWidth = 'sm',
  keepMounted = false,
  phoneFullScreen = false,
  children,
}: FormDialogFrameProps) {
  const titleId = `${useId()}-title`;
  const phone = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      // A kept-mounted form keeps its input while closed: nothing to lose, nothing to ask.
      confirmDiscard={!keepMounted}
      keepMounted={keepMounted}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phoneFullScreen && phone}
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
    </ModalDialog>
  );
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The close button, Cancel and Escape; never a click outside. */
  onClose: () => void;
  /** Submits the form (Enter in a field, or the submit button). */
  onSubmit?: () => void;
  submitLabel?: string;
  /** While the answer is awaited: the submit button is disabled. */
  busy?: boolean;
  /** Replaces Cancel and Submit (a wizard's Prev / Next). */
  actions?: ReactNode;
  maxWidth?: DialogWidth;
  children: ReactNode;
}

/**
 * The customer area's dialogs: a form with a title, a close button and Cancel / Submit.
 * Escape asks before it discards what was typed; a stray click outside never closes it.
 */
export function FormDialog({
  onSubmit,
  submitLabel = 'Submit',
  busy = false,
  actions,
  children,
  ...frame
}: FormDialogProps) {
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <FormDialogFrame {...frame}>
      {() => (
        // display: contents keeps the dialog's own layout (the content scrolls, not the form).
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
          <DialogContent dividers>{children}</DialogContent>
          <DialogActions>
            {actions ?? (
              <>
                <Button onClick={frame.onClose}>Cancel</Button>
                {onSubmit && (
                  <Button type="submit" variant="contained" disabled={busy}>
                    {submitLabel}
                  </Button>
                )}
              </>
            )}
          </DialogActions>
        </Box>
      )}
    </FormDialogFrame>
  );
}

/** The submit row of a form in a dialog: Submit, disabled and aria-busy while it is sent. */
export function DialogSubmit({ busy, label = 'Submit' }: { busy: boolean; label?: string }) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button type="submit" variant="contained" disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </DialogActions>
  );
}
