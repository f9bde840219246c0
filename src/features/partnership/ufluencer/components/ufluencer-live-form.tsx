/**
 * The live sign-up form (formik + yup), loaded after the page by DeferredForm. It takes over
 * the server-rendered fields with what the visitor already typed.
 */
import type { LiveFormProps } from '@/components/deferred-form';
import { useToast } from '@/components/toast';
import { type BindField, bindField } from '@/components/form/field-binding';
import { useLiveForm } from '@/components/form/use-live-form';
import { sendUfluencerForm } from '../api/ufluencer-api';
import type { UfluencerValues } from '../types';
import { UFLUENCER_FORM_FRAME } from './form-frame';
import { EMPTY_UFLUENCER, ufluencerSchema } from '../schema';
import { UfluencerFields } from './ufluencer-fields';

export function UfluencerLiveForm({ initialValues, submitNow }: LiveFormProps) {
  const toast = useToast();
  const { form, formProps } = useLiveForm<UfluencerValues>({
    snapshot: initialValues,
    empty: EMPTY_UFLUENCER,
    validationSchema: ufluencerSchema,
    submitNow,
    onSubmit: async (values, helpers) => {
      try {
        const msg = await sendUfluencerForm(values);
        toast.success(msg);
        // Cleared only after a success.
        helpers.resetForm({ values: EMPTY_UFLUENCER });
      } catch {
        // The API client showed the server's msg as an error toast; every value stays.
      }
    },
  });

  const bind: BindField = (name) =>
    bindField(form, name as keyof UfluencerValues & string, { keepLine: true });

  return (
    <form {...formProps} {...UFLUENCER_FORM_FRAME}>
      <UfluencerFields bind={bind} busy={form.isSubmitting} />
    </form>
  );
}
