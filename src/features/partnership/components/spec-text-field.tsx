import type { BindField } from '@/components/form/field-binding';
import { TextField } from '@/components/ui/text-field';
import styles from './partnership.module.css';

/** A text field of a partnership form, as its fields list gives it. */
export interface TextSpec<Name extends string> {
  name: Name;
  label: string;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** Spans both columns of the form's grid. */
  wide?: boolean;
}

/** The field of a spec: required, full width, its id `<form>-<name>`, bound (or uncontrolled). */
export function SpecTextField<Name extends string>({
  spec: { name, label, autoComplete, type = 'text', wide },
  form,
  bind,
}: {
  spec: TextSpec<Name>;
  /** The form's id prefix. */
  form: string;
  bind: BindField;
}) {
  return (
    <TextField
      id={`${form}-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      aria-required="true"
      fullWidth
      className={wide ? styles.wide : undefined}
      {...bind(name)}
    />
  );
}
