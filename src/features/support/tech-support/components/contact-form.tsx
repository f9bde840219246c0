import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useToast } from '@/components/toast';
import { postContact, useRegions } from '../api/tech-support-api';
import { TECH_SUPPORT_LIMITS } from '../messages';
import { type ContactBody, contactSchema } from '../schemas';
import { RegionCountryFields, TextInput, useFocusFirstInvalid } from './form-fields';

export const EMPTY_CONTACT: ContactBody = {
  region_name: '',
  country_name: '',
  message_firstname: '',
  message_lastname: '',
  message_emil: '',
  message_phone: '',
  message_serial: '',
  message_subject: '',
  message_body: '',
};

/** Shown when the API says yes without a msg of its own. */
export const CONTACT_SENT_FALLBACK = 'Your message has been sent';

export interface ContactFormProps {
  titleId: string;
  regions: string[];
  /** After a successful submit (the form is empty again). */
  onSent: () => void;
}

/**
 * Contact Tech Support (spec 2): region, country, names, e-mail, phone, serial number,
 * subject and message, all required. Success shows the server's msg and empties the form; a
 * refusal (shown by the API client) keeps everything typed.
 */
export function ContactForm({ titleId, regions: initialRegions, onSent }: ContactFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { regions, isLoading } = useRegions(initialRegions);
  const formik = useFormik<ContactBody>({
    initialValues: EMPTY_CONTACT,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await postContact(contactSchema.cast(values));
        toast.success(response.msg || CONTACT_SENT_FALLBACK);
        helpers.resetForm();
        onSent();
      } catch {
        // The API client has shown the server's message; nothing typed is lost.
      }
    },
  });
  useFocusFirstInvalid(formik, formRef);

  return (
    <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={formik.handleSubmit}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <RegionCountryFields
            formik={formik}
            regionField="region_name"
            countryField="country_name"
            regions={regions}
            regionsLoading={isLoading}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextInput
              formik={formik}
              name="message_firstname"
              label="First name"
              required
              autoComplete="given-name"
            />
            <TextInput
              formik={formik}
              name="message_lastname"
              label="Last name"
              required
              autoComplete="family-name"
            />
          </Stack>
          <TextInput
            formik={formik}
            name="message_emil"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={TECH_SUPPORT_LIMITS.email}
          />
          <TextInput
            formik={formik}
            name="message_phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
          />
          <TextInput formik={formik} name="message_serial" label="Serial number" required />
          <TextInput
            formik={formik}
            name="message_subject"
            label="Subject"
            required
            maxLength={TECH_SUPPORT_LIMITS.subject}
          />
          <TextInput formik={formik} name="message_body" label="Message" required multiline />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          aria-busy={formik.isSubmitting || undefined}
        >
          Submit
        </Button>
      </DialogActions>
    </form>
  );
}
