import { postRemote } from '../api/tech-support-api';
import { type RemoteBody, remoteFormSchema } from '../schema';
import { EMPTY_TIME_RANGE, formatTimeRange, type TimeRange, timeRangeError } from '../time-range';
import { fieldError } from '@/components/form/field-binding';
import { TextInput } from './form-fields';
import { TechFormFrame, type TechFormProps, type TechFormSpec } from './tech-form';
import { TimeRangeField } from './time-range-field';

export type RemoteValues = Omit<RemoteBody, 'reservation_timespan' | 'reservation_phone'> & {
  reservation_phone: string;
  timespan: TimeRange;
};

export const EMPTY_REMOTE: RemoteValues = {
  reservation_region: '',
  reservation_country: '',
  reservation_serial: '',
  reservation_remoteid: '',
  reservation_phone: '',
  reservation_describe: '',
  timespan: EMPTY_TIME_RANGE,
};

/** Shown when the API says yes without a msg of its own. */
export const REMOTE_SENT_FALLBACK = 'Your appointment has been booked';

/** The body of remote_form: trimmed texts and the range as one `start-end` text. */
export function remoteBody(values: RemoteValues): RemoteBody {
  const { timespan, ...fields } = values;
  return {
    reservation_region: fields.reservation_region.trim(),
    reservation_country: fields.reservation_country.trim(),
    reservation_serial: fields.reservation_serial.trim(),
    reservation_remoteid: fields.reservation_remoteid.trim(),
    reservation_phone: fields.reservation_phone.trim(),
    reservation_describe: fields.reservation_describe.trim(),
    reservation_timespan: formatTimeRange(timespan),
  };
}

const REMOTE_FORM: TechFormSpec<RemoteValues> = {
  initialValues: EMPTY_REMOTE,
  validationSchema: remoteFormSchema,
  regionField: 'reservation_region',
  countryField: 'reservation_country',
  send: (values) => postRemote(remoteBody(values)),
  sentFallback: REMOTE_SENT_FALLBACK,
};

/**
 * Remote appointment: region, country, serial number, remote ID, an optional phone,
 * the problem and the time range.
 */
export function RemoteForm(props: TechFormProps) {
  return (
    <TechFormFrame {...props} spec={REMOTE_FORM}>
      {(formik) => (
        <>
          <TextInput formik={formik} name="reservation_serial" label="Serial number" required />
          <TextInput formik={formik} name="reservation_remoteid" label="Remote ID" required />
          <TextInput
            formik={formik}
            name="reservation_phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
          <TextInput
            formik={formik}
            name="reservation_describe"
            label="Problem description"
            required
            multiline
          />
          <TimeRangeField
            value={formik.values.timespan}
            onChange={(timespan) => void formik.setFieldValue('timespan', timespan)}
            onBlur={() => void formik.setFieldTouched('timespan', true)}
            error={fieldError(formik, 'timespan')}
            success={timeRangeError(formik.values.timespan) === null}
          />
        </>
      )}
    </TechFormFrame>
  );
}
