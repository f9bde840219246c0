import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DialogCloseContext } from './dialog-close';
import { useOpenFormRegistration } from './open-forms';

/** Our own question (not in the spec): titled in plain words, not with the spec's "Tips" (docs/copy.md). */
export const DISCARD_TITLE = 'Leave this form?';
export const DISCARD_QUESTION = 'Discard what you have typed?';
export const DISCARD_LABEL = 'Discard';
export const KEEP_EDITING_LABEL = 'Cancel';

/**
 * What asks a dialog to close: Escape, one of its own buttons (Close, Cancel), or a click on
 * the backdrop (which the site's dialogs ignore).
 */
export type CloseReason = 'backdropClick' | 'escapeKeyDown' | 'closeButton';

/**
 * What a request to close does. A click outside never closes a dialog; Escape and the
 * dialog's own Close and Cancel buttons close it, but first ask whether to discard typed
 * input when closing would lose it (`confirmDiscard`).
 */
export function closeAction(
  reason: CloseReason,
  confirmDiscard: boolean,
  typed: boolean,
): 'ignore' | 'ask' | 'close' {
  if (reason === 'backdropClick') return 'ignore';
  return confirmDiscard && typed ? 'ask' : 'close';
}

/** The first field of a dialog a visitor can type into. */
function firstField(root: HTMLElement | null): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)',
    ) ?? null
  );
}

export interface ModalDialogProps extends Omit<DialogProps, 'onClose'> {
  /**
   * Closes the dialog: after Escape or its own Close / Cancel (once the discard question, if
   * one is asked, is answered Discard). The caller resets its form here.
   */
  onClose: () => void;
  /**
   * The dialog holds a form that loses what was typed when it closes: a close request asks
   * "Discard what you have typed?" first (Cancel keeps the form open, its input untouched).
   */
  confirmDiscard?: boolean;
  /**
   * Whether the form differs from what it opened with (e.g. formik's `dirty`). Without it,
   * anything typed since the dialog opened counts.
   */
  dirty?: boolean;
}

/**
 * The site's modal dialog (focus trap, scroll lock, focus back to the opener on close).
 * Escape closes it, as every dialog and menu of the site; a click on the backdrop does not,
 * so a stray click never loses a form. Buttons inside close it through the same request
 * (useDialogClose in ./dialog-close.ts), so they ask the same question as Escape. While open
 * it counts as an open form, which keeps the promotions away (./open-forms.ts).
 */
export function ModalDialog({
  onClose,
  confirmDiscard = false,
  dirty,
  open,
  children,
  ...props
}: ModalDialogProps) {
  const typed = useRef(false);
  const lastField = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  useOpenFormRegistration(open);

  // Each opening starts clean (a kept-mounted form keeps its input, so it asks nothing).
  useEffect(() => {
    if (open) {
      typed.current = false;
      lastField.current = null;
    }
  }, [open]);

  const markTyped = (event: SyntheticEvent) => {
    typed.current = true;
    if (event.target instanceof HTMLElement) lastField.current = event.target;
  };

  const request = (reason: CloseReason) => {
    const action = closeAction(reason, confirmDiscard, dirty ?? typed.current);
    if (action === 'ask') setAsking(true);
    else if (action === 'close') onClose();
  };
  const requestClose = () => request('closeButton');

  const keepEditing = () => {
    setAsking(false);
    // Once the question has given the focus back (to what asked to close): into the form,
    // on the field last typed in.
    window.setTimeout(() => {
      const field = lastField.current?.isConnected ? lastField.current : firstField(root.current);
      field?.focus();
    }, 0);
  };

  const discard = () => {
    setAsking(false);
    // After the question has put the focus back into the form: closing the form then
    // returns it to the form's opener, not to a field on its way out.
    window.setTimeout(onClose, 0);
  };

  return (
    <>
      <Dialog
        ref={root}
        open={open}
        onClose={(_event, reason) => request(reason)}
        onInputCapture={markTyped}
        onChangeCapture={markTyped}
        {...props}
      >
        <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
      </Dialog>
      {confirmDiscard && (
        <ConfirmDialog
          // A dialog closed meanwhile (a successful submit) takes its question with it.
          open={asking && open}
          title={DISCARD_TITLE}
          confirmLabel={DISCARD_LABEL}
          cancelLabel={KEEP_EDITING_LABEL}
          onCancel={keepEditing}
          onConfirm={discard}
        >
          {DISCARD_QUESTION}
        </ConfirmDialog>
      )}
    </>
  );
}
