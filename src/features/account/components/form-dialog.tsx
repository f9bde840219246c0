import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, type SyntheticEvent, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The close button and Cancel; never Escape nor a click outside (spec 3, section 2). */
  onClose: () => void;
  /** Submits the form (Enter in a field, or the submit button). */
  onSubmit?: () => void;
  submitLabel?: string;
  /** While the answer is awaited: the submit button is disabled. */
  busy?: boolean;
  /** Replaces Cancel and Submit (a wizard's Prev / Next). */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The customer area's dialogs: a form with a title, a close button and Cancel / Submit.
 * Only those close it, so a stray click or Escape never loses what was typed.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Submit',
  busy = false,
  actions,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = `${useId()}-title`;
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  // No onClose: Escape and a click outside do nothing.
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      {/* display: contents keeps the dialog's own layout (the content scrolls, not the form). */}
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          {actions ?? (
            <>
              <Button onClick={onClose}>Cancel</Button>
              {onSubmit && (
                <Button type="submit" variant="contained" disabled={busy}>
                  {submitLabel}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
