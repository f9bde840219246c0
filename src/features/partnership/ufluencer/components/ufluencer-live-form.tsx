/**
 * The live sign-up form (formik + yup), loaded after the page by DeferredForm. It takes over
 * the server-rendered fields with what the visitor already typed.
 */
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import type { FormSnapshot, LiveFormProps } from '@/components/deferred-form';
import { useToast } from '@/components/toast';
import { bindText, type BindField } from '../../components/form-binding';
import { useFocusFirstError } from '../../components/use-focus-first-error';
import { sendUfluencerForm } from '../api/ufluencer-api';
import type { UfluencerValues } from '../types';
import { UFLUENCER_FORM_ID, UFLUENCER_FORM_LABEL, ufluencerFormClass } from './form-frame';
import { EMPTY_UFLUENCER, ufluencerSchema } from '../schema';
import { UfluencerFields } from './ufluencer-fields';

function fromSnapshot(snapshot: FormSnapshot): UfluencerValues {
  const values = { ...EMPTY_UFLUENCER };
  for (const key of Object.keys(values) as (keyof UfluencerValues)[]) {
    const given = snapshot[key];
    if (typeof given === 'string') values[key] = given;
  }
  return values;
}

export function UfluencerLiveForm({ initialValues, submitNow }: LiveFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<UfluencerValues>({
    initialValues: fromSnapshot(initialValues),
    validationSchema: ufluencerSchema,
    onSubmit: async (values, helpers) => {
      try {
        const msg = await sendUfluencerForm(values);
        toast.success(msg);
        // Cleared only after a success (spec 4, section 4).
        helpers.resetForm({ values: EMPTY_UFLUENCER });
      } catch {
        // The API client showed the server's msg as an error toast; every value stays.
      }
    },
  });
  useFocusFirstError(form, formRef);

  const bind: BindField = (name) => bindText(form, name as keyof UfluencerValues & string);

  // The visitor pressed Submit before the live form arrived.
  const { submitForm } = form;
  const sentAtOnce = useRef(false);
  useEffect(() => {
    if (!submitNow || sentAtOnce.current) return;
    sentAtOnce.current = true;
    void submitForm();
  }, [submitNow, submitForm]);

  return (
    <form
      ref={formRef}
      id={UFLUENCER_FORM_ID}
      className={ufluencerFormClass}
      aria-label={UFLUENCER_FORM_LABEL}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <UfluencerFields bind={bind} busy={form.isSubmitting} />
    </form>
  );
}
