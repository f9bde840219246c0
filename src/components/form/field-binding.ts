/**
 * How a formik form drives its fields: the message a field shows, and the props that bind
 * a field (plain HTML or MUI) to a formik value. Types only from formik: public pages ship
 * this module with their server-rendered form, formik loads later with the live form.
 */
import type { FormikProps } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's name in a form's values. */
export type FieldName<V> = keyof V & string;

/** The message a field shows: only once it was touched (left, changed or the form submitted). */
export function fieldError<V>(form: FormikProps<V>, name: FieldName<V>): string | undefined {
  const error = form.errors[name];
  return form.touched[name] && typeof error === 'string' ? error : undefined;
}

/**
 * A line kept under a field for its message, empty until there is one: a message that appears
 * on blur never moves the fields and buttons below it.
 */
export const MESSAGE_LINE = ' ';

export interface FieldMessageOptions {
  /** Keep the message line while there is no message (MESSAGE_LINE). */
  keepLine?: boolean;
}

/** What a field receives on top of its name and label. */
export interface FieldBinding {
  name?: string;
  value?: string;
  checked?: boolean;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  error?: boolean;
  helperText?: string;
}

/** The error state and message line of a field, as the fields' `error` and `helperText`. */
export function fieldState<V>(
  form: FormikProps<V>,
  name: FieldName<V>,
  { keepLine = false }: FieldMessageOptions = {},
): Pick<FieldBinding, 'error' | 'helperText'> {
  const message = fieldError(form, name);
  if (message) return { error: true, helperText: message };
  return keepLine ? { error: false, helperText: MESSAGE_LINE } : { error: false };
}

/** A fields component driven either uncontrolled (server HTML) or bound to formik. */
export type BindField = (name: string) => FieldBinding;

/** The server-rendered form: every field uncontrolled, each with its empty message line. */
export const UNCONTROLLED: BindField = () => ({ helperText: MESSAGE_LINE });

/** A field bound to formik: its value, change, blur (which validates) and message. */
export function bindField<V>(
  form: FormikProps<V>,
  name: FieldName<V>,
  options?: FieldMessageOptions,
): FieldBinding {
  const { value, onChange, onBlur } = form.getFieldProps<string>(name);
  return { name, value: value ?? '', onChange, onBlur, ...fieldState(form, name, options) };
}

export interface SelectBindingOptions extends FieldMessageOptions {
  /** Replaces setting the value (e.g. a choice that clears another field). */
  onPick?: (value: string) => void;
}

/** A select bound to formik: validated on change, not when left. */
export function bindSelect<V>(
  form: FormikProps<V>,
  name: FieldName<V>,
  { onPick, ...options }: SelectBindingOptions = {},
): FieldBinding {
  const value = form.getFieldProps<string>(name).value;
  return {
    name,
    value: value ?? '',
    onChange: (event) => {
      if (onPick) onPick(event.target.value);
      else void form.setFieldValue(name, event.target.value, true);
      void form.setFieldTouched(name, true, false);
    },
    ...fieldState(form, name, options),
  };
}

/** A tick box bound to formik (not validated on change). */
export function bindCheckbox<V>(form: FormikProps<V>, name: FieldName<V>): FieldBinding {
  return {
    checked: Boolean(form.getFieldProps<boolean>(name).value),
    onChange: (event) => {
      void form.setFieldValue(name, (event.target as HTMLInputElement).checked, false);
    },
  };
}
