/**
 * The live (takeover) form of a public page: formik + yup, loaded after the page by
 * DeferredForm, starting from what the visitor already typed in the server-rendered fields.
 * It focuses the first field in error on a failed submit, and sends at once when the visitor
 * pressed Submit before it arrived.
 */
import { type FormikConfig, type FormikValues, useFormik } from 'formik';
import { type FormEvent, useCallback, useEffect, useRef } from 'react';
import type { FormSnapshot } from '@/components/deferred-form';
import { useFocusFirstError } from './use-focus-first-error';

/**
 * The snapshot of the server-rendered form as the form's values: every key of `empty`, a
 * tick only when it was ticked, a text when one was read; anything else stays empty.
 */
export function fromSnapshot<Values extends FormikValues>(
  empty: Values,
  snapshot: FormSnapshot,
): Values {
  const values: Record<string, unknown> = { ...empty };
  for (const [key, blank] of Object.entries(empty)) {
    const given = snapshot[key];
    if (typeof blank === 'boolean') values[key] = given === true;
    else if (typeof given === 'string') values[key] = given;
  }
  return values as Values;
}

export interface LiveFormOptions<Values extends FormikValues> {
  /** What the server-rendered form held when the live one took over. */
  snapshot: FormSnapshot;
  /** The empty form: its keys are the form's fields (texts, and ticks as booleans). */
  empty: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  onSubmit: FormikConfig<Values>['onSubmit'];
  /** The visitor pressed Submit before the live form arrived. */
  submitNow: boolean;
  /**
   * Called before anything is validated or sent: false stops the submit (the check tells the
   * visitor why itself).
   */
  beforeSubmit?: (values: Values) => boolean;
}

export function useLiveForm<Values extends FormikValues>({
  snapshot,
  empty,
  validationSchema,
  onSubmit,
  submitNow,
  beforeSubmit,
}: LiveFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<Values>({
    initialValues: fromSnapshot(empty, snapshot),
    validationSchema,
    onSubmit,
  });
  useFocusFirstError(form, formRef);

  const { isSubmitting, handleSubmit, values } = form;
  const submit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (isSubmitting) return;
      if (beforeSubmit && !beforeSubmit(values)) return;
      handleSubmit();
    },
    [beforeSubmit, handleSubmit, isSubmitting, values],
  );

  const sentAtOnce = useRef(false);
  useEffect(() => {
    if (!submitNow || sentAtOnce.current) return;
    sentAtOnce.current = true;
    submit();
  }, [submitNow, submit]);

  /** What the `<form>` element takes besides its id, class and label. */
  const formProps = { ref: formRef, noValidate: true, onSubmit: submit };
  return { form, formRef, submit, formProps };
}
