import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { type FormikProps, type FormikValues, useFormik } from 'formik';
import { type ReactNode, useRef } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DialogSubmit } from '@/components/form/form-dialog';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useToast } from '@/components/toast';
import { useRegions } from '../api/tech-support-api';
import type { FormResponse } from '@/contract/support/tech-support-api-types';
import { RegionCountryFields } from './form-fields';

/** What a dialog gives its form. */
export interface TechFormProps {
  titleId: string;
  regions: string[];
  /** A VIN to start with (a form that has a place for it fills it in), or null. */
  vin: string | null;
  /** After a successful submit (the form is empty again). */
  onSent: () => void;
}

/** What tells one form from the other, besides its own fields. */
export interface TechFormSpec<V extends FormikValues> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  regionField: keyof V & string;
  countryField: keyof V & string;
  /** Posts the values; the answer's msg is the success message. */
  send: (values: V) => Promise<FormResponse>;
  /** Shown when the API says yes without a msg of its own. */
  sentFallback: string;
}

export interface TechFormFrameProps<V extends FormikValues> extends TechFormProps {
  spec: TechFormSpec<V>;
  /** Values the form starts with over the empty ones (emptied again once sent). */
  prefill?: Partial<V>;
  /** The form's own fields, after region and country. */
  children: (formik: FormikProps<V>) => ReactNode;
}

/**
 * What both tech-support forms share: region then country, the form's own fields and Submit.
 * A submit the rules stop focuses the first field with a message; success shows the server's
 * msg and empties the form; a refusal (shown by the API client) keeps everything typed.
 */
export function TechFormFrame<V extends FormikValues>({
  titleId,
  regions: initialRegions,
  onSent,
  spec: { initialValues, validationSchema, regionField, countryField, send, sentFallback },
  prefill,
  children,
}: TechFormFrameProps<V>) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { regions, isLoading } = useRegions(initialRegions);
  const formik = useFormik<V>({
    initialValues: { ...initialValues, ...prefill },
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await send(values);
        toast.success(response.msg || sentFallback);
        helpers.resetForm({ values: initialValues });
        onSent();
      } catch {
        // The API client has shown the server's message; nothing typed is lost.
      }
    },
  });
  useFocusFirstError(formik, formRef);

  return (
    <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={formik.handleSubmit}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <RegionCountryFields
            formik={formik}
            regionField={regionField}
            countryField={countryField}
            regions={regions}
            regionsLoading={isLoading}
          />
          {children(formik)}
        </Stack>
      </DialogContent>
      <DialogSubmit busy={formik.isSubmitting} />
    </form>
  );
}
