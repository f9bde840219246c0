import type { FormikProps } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

/** After a submit the rules refused, focus goes to the first field with a message. */
export function useFocusFirstError<V>(
  form: FormikProps<V>,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const { submitCount, isSubmitting, isValid } = form;
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
}
