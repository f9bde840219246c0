/**
 * The fields of the customer area's dialogs (records, issues): labelled MUI
 * fields bound to a formik value, the rule's message under the field once it was left or
 * the form was submitted. Selects are native: the platform's own picker on every device.
 */
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';

/** The message a field shows: only once it was left or the form was submitted. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

interface FieldBaseProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export interface FormikTextFieldProps<V> extends FieldBaseProps<V> {
  /** `date`: the value is the input's `yyyy-MM-dd` (format.ts converts it for the API). */
  type?: 'text' | 'date';
  /** Several lines (an issue description); 2000 characters unless told. */
  multiline?: boolean;
  maxLength?: number;
  /** Replaces formik's own change handler (e.g. a field that clears others). */
  onChange?: (value: string) => void;
}

export function FormikTextField<V>({
  formik,
  name,
  label,
  required = false,
  disabled = false,
  type = 'text',
  multiline = false,
  maxLength = multiline ? 2000 : 200,
  onChange,
}: FormikTextFieldProps<V>) {
  const error = fieldError(formik, name);
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      required={required}
      disabled={disabled}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={(formik.values[name] as string | undefined) ?? ''}
      onChange={
        onChange
          ? (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)
          : formik.handleChange
      }
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error || ' '}
      slotProps={{
        htmlInput: type === 'date' ? {} : { maxLength, autoComplete: 'off' },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormikSelectProps<V> extends FieldBaseProps<V> {
  options: readonly SelectOption[];
  /** The empty choice's text, e.g. "Select a model". */
  placeholder: string;
  /** Replaces formik's own change handler (e.g. a choice that fills other fields). */
  onChange?: (value: string) => void;
}

/** A native select; a value missing from the options (not loaded yet) stays shown. */
export function FormikSelect<V>({
  formik,
  name,
  label,
  required = false,
  disabled = false,
  options,
  placeholder,
  onChange,
}: FormikSelectProps<V>) {
  const error = fieldError(formik, name);
  const value = (formik.values[name] as string | undefined) ?? '';
  return (
    <TextField
      select
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      value={value}
      onChange={
        onChange
          ? (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)
          : formik.handleChange
      }
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error || ' '}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {value && !options.some((option) => option.value === value) ? (
        <option value={value}>{value}</option>
      ) : null}
    </TextField>
  );
}

/** The product models of a list answer (goods_model_all) as select options. */
export function goodsModelOptions(
  models: readonly { goods_model_id: number; goods_model_name: string }[] | undefined,
): SelectOption[] {
  return (models ?? []).map((model) => ({
    value: String(model.goods_model_id),
    label: model.goods_model_name,
  }));
}
