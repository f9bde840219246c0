/**
 * How a form's fields component is driven: the server renders it uncontrolled (no binding),
 * the live form binds each field to formik. Types only from formik: this file ships with the
 * page, formik does not.
 */
import type { FormikProps } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field receives on top of its name and label. */
export interface FieldBinding {
  value?: string;
  checked?: boolean;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  error?: boolean;
  helperText?: string;
}

export type BindField = (name: string) => FieldBinding;

/**
 * Every field keeps a line for its message, empty until there is one: a message that appears
 * on blur never moves the fields and buttons below it (the server form keeps the same lines).
 */
const NO_MESSAGE = ' ';

/** The server-rendered form: every field uncontrolled. */
export const UNCONTROLLED: BindField = () => ({ helperText: NO_MESSAGE });

/** A field's error, shown once the field was touched (left, changed or the form submitted). */
export function errorOf<V>(form: FormikProps<V>, name: keyof V & string): FieldBinding {
  const touched = form.touched[name];
  const message = touched ? form.errors[name] : undefined;
  return typeof message === 'string'
    ? { error: true, helperText: message }
    : { error: false, helperText: NO_MESSAGE };
}

/** A text field bound to formik: its value, change, blur (which validates) and error. */
export function bindText<V>(form: FormikProps<V>, name: keyof V & string): FieldBinding {
  const { value, onChange, onBlur } = form.getFieldProps<string>(name);
  return { value: value ?? '', onChange, onBlur, ...errorOf(form, name) };
}

/** A select bound to formik: validated on change (spec 4, section 5), not when left. */
export function bindSelect<V>(
  form: FormikProps<V>,
  name: keyof V & string,
  onPick?: (value: string) => void,
): FieldBinding {
  const value = form.getFieldProps<string>(name).value;
  return {
    value: value ?? '',
    onChange: (event) => {
      if (onPick) onPick(event.target.value);
      else void form.setFieldValue(name, event.target.value, true);
      void form.setFieldTouched(name, true, false);
    },
    ...errorOf(form, name),
  };
}

/** A tick box bound to formik. */
export function bindCheckbox<V>(form: FormikProps<V>, name: keyof V & string): FieldBinding {
  return {
    checked: Boolean(form.getFieldProps<boolean>(name).value),
    onChange: (event) => {
      void form.setFieldValue(name, (event.target as HTMLInputElement).checked, false);
    },
  };
}
