import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MuiProvider } from '@/components/mui-provider';
import type { TechFormId } from '../types';
import { ContactForm } from './contact-form';
import { FormDialogFrame } from '@/components/form/form-dialog';
import { RemoteForm } from './remote-form';

export const CONTACT_TITLE = 'Contact Tech Support';
export const REMOTE_TITLE = 'Remote appointment';

/** The dialogs, in page order: each form with its title. */
const TECH_FORMS: readonly { id: TechFormId; title: string; Form: typeof ContactForm }[] = [
  { id: 'contact', title: CONTACT_TITLE, Form: ContactForm },
  { id: 'remote', title: REMOTE_TITLE, Form: RemoteForm },
];

export interface TechSupportDialogsProps {
  /** The dialog shown, or none. */
  open: TechFormId | null;
  regions: string[];
  /** A VIN the Contact Tech Support form starts with (from the vehicle coverage page). */
  vin?: string | null;
  onClose: () => void;
}

/**
 * The two forms in their dialogs. Fetched the first time a visitor opens one (formik, yup,
 * MUI and the date pickers are in this chunk, not in the page's), then kept mounted so
 * each form keeps what was typed while its dialog is closed.
 */
export function TechSupportDialogs({ open, regions, vin, onClose }: TechSupportDialogsProps) {
  return (
    <MuiProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        {TECH_FORMS.map(({ id, title, Form }) => (
          <FormDialogFrame
            key={id}
            open={open === id}
            title={title}
            onClose={onClose}
            keepMounted
            phoneFullScreen
          >
            {(titleId) => (
              <Form titleId={titleId} regions={regions} vin={vin ?? null} onSent={onClose} />
            )}
          </FormDialogFrame>
        ))}
      </LocalizationProvider>
    </MuiProvider>
  );
}
