import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useToast } from '@/components/toast';
import { postRemote, useRegions } from '../api/tech-support-api';
import { type RemoteBody, remoteFormSchema } from '../schemas';
import { EMPTY_TIME_RANGE, formatTimeRange, type TimeRange, timeRangeError } from '../time-range';
import { RegionCountryFields, TextInput, useFocusFirstInvalid } from './form-fields';
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

export interface RemoteFormProps {
  titleId: string;
  regions: string[];
  /** After a successful submit (the form is empty again). */
  onSent: () => void;
}

/**
 * Remote appointment (spec 2): region, country, serial number, remote ID, an optional phone,
 * the problem and the time range. Success shows the server's msg and empties the form; a
 * refusal (shown by the API client) keeps everything typed and chosen.
 */
export function RemoteForm({ titleId, regions: initialRegions, onSent }: RemoteFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { regions, isLoading } = useRegions(initialRegions);
  const formik = useFormik<RemoteValues>({
    initialValues: EMPTY_REMOTE,
    validationSchema: remoteFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await postRemote(remoteBody(values));
        toast.success(response.msg || REMOTE_SENT_FALLBACK);
        helpers.resetForm();
        onSent();
      } catch {
        // The API client has shown the server's message; nothing typed is lost.
      }
    },
  });
  useFocusFirstInvalid(formik, formRef);

  const timeError =
    formik.touched.timespan && typeof formik.errors.timespan === 'string'
      ? formik.errors.timespan
      : undefined;

  return (
    <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={formik.handleSubmit}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <RegionCountryFields
            formik={formik}
            regionField="reservation_region"
            countryField="reservation_country"
            regions={regions}
            regionsLoading={isLoading}
          />
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
            error={timeError}
            success={timeRangeError(formik.values.timespan) === null}
          />
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
