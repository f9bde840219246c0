/**
 * A dialog's close request, for the buttons inside it (Close, Cancel): every way of closing
 * a form dialog goes through the dialog's one request, which asks before typed input is lost.
 */
import { createContext, useContext } from 'react';

export const DialogCloseContext = createContext<(() => void) | null>(null);

/** The close request of the dialog around the caller (src/components/form/modal-dialog.tsx). */
export function useDialogClose(): () => void {
  const requestClose = useContext(DialogCloseContext);
  if (!requestClose) throw new Error('useDialogClose is used outside a ModalDialog');
  return requestClose;
}
