import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { useOpenFormRegistration } from './open-forms';

export const DISCARD_TITLE = 'Tips';
export const DISCARD_QUESTION = 'Discard what you have typed?';
export const DISCARD_LABEL = 'Discard';
export const KEEP_EDITING_LABEL = 'Cancel';

/** What the dialog does with Escape (a click outside never closes it). */
export type CloseReason = 'backdropClick' | 'escapeKeyDown';

/**
 * Escape closes; a click outside does not. With `confirmDiscard`, Escape after something
 * was typed first asks whether to discard it.
 */
export function escapeAction(
  reason: CloseReason,
  confirmDiscard: boolean,
  typed: boolean,
): 'ignore' | 'ask' | 'close' {
  if (reason !== 'escapeKeyDown') return 'ignore';
  return confirmDiscard && typed ? 'ask' : 'close';
}

export interface ModalDialogProps extends Omit<DialogProps, 'onClose'> {
  /** Escape (after the discard question, if one is asked) and the dialog's own buttons. */
  onClose: () => void;
  /**
   * The dialog holds a form that loses what was typed when it closes: Escape asks "Discard
   * what you have typed?" first (Cancel keeps the form open, its input untouched).
   */
  confirmDiscard?: boolean;
}

/**
 * The site's modal dialog (focus trap, scroll lock, focus back to the opener on close).
 * Escape closes it, as every dialog and menu of the site; a click on the backdrop does not,
 * so a stray click never loses a form. While open it counts as an open form, which keeps
 * the promotions away (src/components/form/open-forms.ts).
 */
export function ModalDialog({
  onClose,
  confirmDiscard = false,
  open,
  children,
  ...props
}: ModalDialogProps) {
  const typed = useRef(false);
  const [asking, setAsking] = useState(false);
  useOpenFormRegistration(open);

  // Each opening starts clean (a kept-mounted form keeps its input, so it asks nothing).
  useEffect(() => {
    if (open) typed.current = false;
  }, [open]);

  const markTyped = () => {
    typed.current = true;
  };

  const handleClose = (_event: object, reason: CloseReason) => {
    const action = escapeAction(reason, confirmDiscard, typed.current);
    if (action === 'ask') setAsking(true);
    else if (action === 'close') onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={handleClose}
        onInputCapture={markTyped}
        onChangeCapture={markTyped}
        {...props}
      >
        {children}
      </Dialog>
      {confirmDiscard && (
        <ConfirmDialog
          // A dialog closed by its own buttons meanwhile takes its question with it.
          open={asking && open}
          title={DISCARD_TITLE}
          confirmLabel={DISCARD_LABEL}
          cancelLabel={KEEP_EDITING_LABEL}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            // After the question has put the focus back into the form: closing the form then
            // returns it to the form's opener, not to a field on its way out.
            window.setTimeout(onClose, 0);
          }}
        >
          {DISCARD_QUESTION}
        </ConfirmDialog>
      )}
    </>
  );
}
