/**
 * The MUI face of the form kit, for the forms in dialogs and in the customer area: labelled
 * MUI fields bound to a formik value, the rule's message under the field once it was touched,
 * a line kept for it meanwhile. Selects are native: the platform's own picker on every device.
 * Public pages do not import this module (no MUI there): they use the plain fields of
 * components/ui/text-field with field-binding.
 */
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { fieldError, type FieldName, MESSAGE_LINE } from './field-binding';

interface FormikFieldProps<V> {
  formik: FormikProps<V>;
  name: FieldName<V>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Replaces formik's own change handler (e.g. a field that clears or fills others). */
  onChange?: (value: string) => void;
  /** Replaces formik's own blur handler (e.g. a form that checks each field itself). */
  onBlur?: () => void;
}

/** What every bound field gives MUI's TextField: name, label, state, handlers and message. */
function boundProps<V>({
  formik,
  name,
  label,
  required = false,
  disabled = false,
  onChange,
  onBlur,
}: FormikFieldProps<V>) {
  const error = fieldError(formik, name);
  return {
    name,
    label,
    required,
    disabled,
    fullWidth: true,
    onChange: onChange
      ? (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)
      : formik.handleChange,
    onBlur: onBlur ?? formik.handleBlur,
    error: Boolean(error),
    helperText: error || MESSAGE_LINE,
  };
}

export interface FormikTextFieldProps<V> extends FormikFieldProps<V> {
  /** `date`: the value is the input's `yyyy-MM-dd`. */
  type?: 'text' | 'email' | 'tel' | 'date';
  /** Several lines (a description), at least `minRows` high. */
  multiline?: boolean;
  minRows?: number;
  /** 2000 characters when multiline, 200 otherwise, unless told (not for dates). */
  maxLength?: number;
  autoComplete?: string;
}

/** A text, e-mail, phone, multi-line or date field bound to a formik value. */
export function FormikTextField<V>(props: FormikTextFieldProps<V>) {
  const {
    formik,
    name,
    type = 'text',
    multiline = false,
    minRows = 3,
    maxLength = multiline ? 2000 : 200,
    autoComplete = 'off',
  } = props;
  const date = type === 'date';
  return (
    <TextField
      {...boundProps(props)}
      type={type}
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      value={(formik.values[name] as string | undefined) ?? ''}
      slotProps={{
        htmlInput: date ? {} : { maxLength, autoComplete },
        inputLabel: date ? { shrink: true } : undefined,
      }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** React's key, when two options may share a value (names from an API). */
  key?: string;
}

export interface FormikSelectProps<V> extends FormikFieldProps<V> {
  options: readonly SelectOption[];
  /** The empty choice's text, e.g. "Select a model". */
  placeholder: string;
  /** A value missing from the options (not loaded yet) stays shown as a choice of its own. */
  keepMissingValue?: boolean;
}

/** A native select bound to a formik value, with an empty first choice. */
export function FormikSelect<V>(props: FormikSelectProps<V>) {
  const { formik, name, options, placeholder, keepMissingValue = true } = props;
  const value = (formik.values[name] as string | undefined) ?? '';
  return (
    <TextField
      select
      {...boundProps(props)}
      value={value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.key ?? option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {keepMissingValue && value && !options.some((option) => option.value === value) ? (
        <option value={value}>{value}</option>
      ) : null}
    </TextField>
  );
}

/** Texts as select options, each its own value. */
export function textOptions(texts: readonly string[]): SelectOption[] {
  return texts.map((text) => ({ value: text, label: text }));
}
