import { type FormikValues, useFormik } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useToast } from '@/components/toast';

export interface ThenSignInFormOptions<V extends FormikValues> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  request: (values: V) => Promise<{ msg: string }>;
  /** Shown when the success answer has no message. */
  fallback: string;
  /** After the success message: the page clears every form and returns to Sign In. */
  onDone: () => void;
}

/**
 * Sign-up and reset submit alike: when the request succeeds, its message (or the fallback),
 * then back to Sign In with every form empty. A refusal was shown by the API client; what was
 * typed stays.
 */
export function useThenSignInForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  request,
  fallback,
  onDone,
}: ThenSignInFormOptions<V>) {
  const toast = useToast();
  return useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await request(values);
        toast.success(response.msg || fallback);
        helpers.resetForm();
        onDone();
      } catch {
        // The API client has shown the server's message.
      }
    },
  });
}
