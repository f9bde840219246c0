import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { ModalDialog } from '@/components/form/modal-dialog';
import { MuiProvider } from '@/components/mui-provider';
import { BREAKPOINT } from '@/config/constants';
import type { QuoteStep } from '../types';
import { QuoteForm } from './quote-form';

export const QUOTE_TITLE = 'Get a Quote';

export interface QuoteDialogProps {
  open: boolean;
  /** The title of the product whose Buy Now opened it: named in the header, prefilled. */
  product: string;
  steps: QuoteStep[];
  /** A new number for every opening: the form starts afresh each time. */
  session: number;
  /** After Close or a successful submit. */
  onClose: () => void;
}

/**
 * The quote form in a modal dialog: a header with the
 * product, the step icons, the form and Close. Like every dialog of the site a click outside
 * does not close it; Close and Escape (both asking first once something was typed) and a
 * successful submit do; the next opening starts a fresh form. Full screen on phones.
 * Fetched with formik, yup and MUI on the first Buy Now.
 */
export function QuoteDialog(props: QuoteDialogProps) {
  return (
    <MuiProvider>
      <QuoteDialogFrame {...props} />
    </MuiProvider>
  );
}

function QuoteDialogFrame({ open, product, steps, session, onClose }: QuoteDialogProps) {
  const titleId = useId();
  const productId = useId();
  const phone = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      confirmDiscard
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      aria-describedby={product ? productId : undefined}
    >
      <QuoteForm
        key={session}
        title={QUOTE_TITLE}
        titleId={titleId}
        productId={productId}
        product={product}
        steps={steps}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
