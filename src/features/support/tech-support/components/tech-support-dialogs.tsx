import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MuiProvider } from '@/components/mui-provider';
import type { TechFormId } from '../types';
import { ContactForm } from './contact-form';
import { FormDialogFrame } from '@/components/form/form-dialog';
import { RemoteForm } from './remote-form';

export const CONTACT_TITLE = 'Contact Tech Support';
export const REMOTE_TITLE = 'Remote appointment';

export interface TechSupportDialogsProps {
  /** The dialog shown, or none. */
  open: TechFormId | null;
  regions: string[];
  onClose: () => void;
}

/**
 * The two forms in their dialogs. Fetched the first time a visitor opens one (formik, yup,
 * MUI and the date pickers are in this chunk, not in the page's), then kept mounted so
 * each form keeps what was typed while its dialog is closed.
 */
export function TechSupportDialogs({ open, regions, onClose }: TechSupportDialogsProps) {
  return (
    <MuiProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDialogFrame
          open={open === 'contact'}
          title={CONTACT_TITLE}
          onClose={onClose}
          keepMounted
          phoneFullScreen
        >
          {(titleId) => <ContactForm titleId={titleId} regions={regions} onSent={onClose} />}
        </FormDialogFrame>
        <FormDialogFrame
          open={open === 'remote'}
          title={REMOTE_TITLE}
          onClose={onClose}
          keepMounted
          phoneFullScreen
        >
          {(titleId) => <RemoteForm titleId={titleId} regions={regions} onSent={onClose} />}
        </FormDialogFrame>
      </LocalizationProvider>
    </MuiProvider>
  );
}
