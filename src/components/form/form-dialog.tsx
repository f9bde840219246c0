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
import { useDialogClose } from './dialog-close';
import { ModalDialog } from './modal-dialog';

type DialogWidth = 'xs' | 'sm' | 'md' | 'lg';

export interface FormDialogFrameProps {
  open: boolean;
  title: string;
  /**
   * Closes the dialog (and resets its form): after Close, Cancel or Escape, once the discard
   * question, asked when typed input would be lost, is answered Discard.
   */
  onClose: () => void;
  /** Whether the form differs from what it opened with; else anything typed counts. */
  dirty?: boolean;
  maxWidth?: DialogWidth;
  /** Stays mounted while closed, so the form keeps what was typed. */
  keepMounted?: boolean;
  /** Full screen on phones. */
  phoneFullScreen?: boolean;
  /** The dialog's body; given the title's id (e.g. for the form's aria-labelledby). */
  children: (titleId: string) => ReactNode;
}

/**
 * The dialog's Close (×) button, in its top right corner: the dialog's close request, so it
 * asks before typed input is lost, like Escape.
 */
export function DialogCloseIcon() {
  const requestClose = useDialogClose();
  return (
    <IconButton
      aria-label="Close"
      onClick={requestClose}
      sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
    >
      <CloseIcon />
    </IconButton>
  );
}

/** A text button that asks the dialog to close (Cancel, Close), like Escape. */
export function DialogCloseButton({ children = 'Cancel' }: { children?: ReactNode }) {
  return <Button onClick={useDialogClose()}>{children}</Button>;
}

/**
 * A modal dialog holding a form (focus trap, scroll lock): a title and a close button "Close".
 * Close and Escape, and Cancel where there is one, ask first once something was typed into a
 * form that closing discards; a click outside never closes it, so a half-written form is not
 * lost by accident.
 */
export function FormDialogFrame({
  open,
  title,
  onClose,
  dirty,
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
      dirty={dirty}
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
      <DialogCloseIcon />
      {children(titleId)}
    </ModalDialog>
  );
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  /**
   * Closes the dialog and resets its form: after Close, Cancel or Escape (asking first when
   * typed input would be lost); never after a click outside.
   */
  onClose: () => void;
  /** Whether the form differs from what it opened with; else anything typed counts. */
  dirty?: boolean;
  /** Submits the form (Enter in a field, or the submit button). */
  onSubmit?: () => void;
  submitLabel?: string;
  /** While the answer is awaited: the submit button is disabled. */
  busy?: boolean;
  /** Replaces Cancel and Submit (a wizard's Prev / Next); its Cancel is a DialogCloseButton. */
  actions?: ReactNode;
  maxWidth?: DialogWidth;
  children: ReactNode;
}

/**
 * The customer area's dialogs: a form with a title, a close button and Cancel / Submit.
 * Close, Cancel and Escape ask before they discard what was typed; a stray click outside
 * never closes it.
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
                <DialogCloseButton />
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
