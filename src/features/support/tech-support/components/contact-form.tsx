import Stack from '@mui/material/Stack';
import { postContact } from '../api/tech-support-api';
import { TECH_SUPPORT_LIMITS } from '@/contract/tech-support-messages';
import { type ContactBody, contactSchema } from '../schema';
import { TextInput } from './form-fields';
import { TechFormFrame, type TechFormProps, type TechFormSpec } from './tech-form';

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

const CONTACT_FORM: TechFormSpec<ContactBody> = {
  initialValues: EMPTY_CONTACT,
  validationSchema: contactSchema,
  regionField: 'region_name',
  countryField: 'country_name',
  send: (values) => postContact(contactSchema.cast(values)),
  sentFallback: CONTACT_SENT_FALLBACK,
};

/** The subject and message a VIN from the vehicle coverage page starts the form with. */
export function vinPrefill(vin: string): Pick<ContactBody, 'message_subject' | 'message_body'> {
  return {
    message_subject: `Vehicle coverage: VIN ${vin}`,
    message_body: `Which of your tools covers my vehicle, VIN ${vin}? Check my car on the Vehicle Coverage page found none.`,
  };
}

/**
 * Contact Tech Support: region, country, names, e-mail, phone, serial number,
 * subject and message, all required; a VIN fills in the subject and the message.
 */
export function ContactForm({ vin, ...props }: TechFormProps) {
  return (
    <TechFormFrame
      {...props}
      vin={vin}
      spec={CONTACT_FORM}
      prefill={vin ? vinPrefill(vin) : undefined}
    >
      {(formik) => (
        <>
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
        </>
      )}
    </TechFormFrame>
  );
}
