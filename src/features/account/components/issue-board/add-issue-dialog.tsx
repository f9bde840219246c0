import type { KeyEndpoint } from '@/lib/api-key';
import Stack from '@mui/material/Stack';
import { type FormikProps, type FormikValues, useFormik } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { type AccountEndpoint, useAccountWrite } from '../../api/account-query';
import { FormDialog } from '@/components/form/form-dialog';

export interface AddIssueFormOptions<V extends FormikValues> {
  initialValues: V;
  schema: AnyObjectSchema;
  /** The add endpoint (POST). */
  endpoint: AccountEndpoint;
  /** The reads to revalidate once added. */
  revalidate: readonly KeyEndpoint[];
  /** The request body, or null when the chosen option is gone (nothing is sent). */
  toBody: (values: V) => Record<string, unknown> | null;
  onAdded: () => void;
  onClose: () => void;
}

/**
 * The add form of an issue list (product or car issues): on success the form resets and the
 * list is told; a refusal keeps what was typed (its msg is shown as a warning).
 */
export function useAddIssueForm<V extends FormikValues>({
  initialValues,
  schema,
  endpoint,
  revalidate,
  toBody,
  onAdded,
  onClose,
}: AddIssueFormOptions<V>): { formik: FormikProps<V>; close: () => void } {
  const write = useAccountWrite();
  const formik = useFormik<V>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const body = toBody(values);
      if (!body) return;
      const answer = await write({ endpoint, params: body, revalidate });
      if (!answer) return;
      helpers.resetForm();
      onAdded();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  return { formik, close };
}

/** The dialog around an add form: closing it clears the form (asking first once typed in). */
export function AddIssueDialog<V extends FormikValues>({
  open,
  title,
  formik,
  close,
  children,
}: {
  open: boolean;
  title: string;
  formik: FormikProps<V>;
  close: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      dirty={formik.dirty}
      onSubmit={() => void formik.submitForm()}
      busy={formik.isSubmitting}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </FormDialog>
  );
}
