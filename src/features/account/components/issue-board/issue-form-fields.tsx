import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';

/** The message a field shows: once it was left or the form was submitted. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

export interface IssueTextFieldProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled text field bound to a formik value, its message under it. */
export function IssueTextField<V>({
  formik,
  name,
  label,
  required = false,
  multiline = false,
  maxLength = multiline ? 2000 : 200,
}: IssueTextFieldProps<V>) {
  const error = fieldError(formik, name);
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={(formik.values[name] as string | undefined) ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error || ' '}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

export interface IssueSelectFieldProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  /** The first, empty option ("Select a product"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select (the platform's own picker) bound to a formik value. */
export function IssueSelectField<V>({
  formik,
  name,
  label,
  required = false,
  placeholder,
  options,
}: IssueSelectFieldProps<V>) {
  const error = fieldError(formik, name);
  return (
    <TextField
      select
      name={name}
      label={label}
      required={required}
      fullWidth
      value={(formik.values[name] as string | undefined) ?? ''}
      onChange={formik.handleChange}
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
    </TextField>
  );
}
