import type { FormikProps } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a submit the rules refused, focus goes to the first field with a message, so a screen
 * reader reads its label and its message (linked by aria-describedby). A date-time picker
 * marks its frame, not an input: its first section (a spinbutton) takes the focus.
 */
export function useFocusFirstError<V>(
  form: FormikProps<V>,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const { submitCount, isSubmitting, isValid } = form;
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea, button')
      ? invalid
      : (invalid?.querySelector<HTMLElement>('[role="spinbutton"]') ?? invalid);
    target?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
}
