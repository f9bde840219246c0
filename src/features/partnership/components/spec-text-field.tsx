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

/**
 * What every field of a partnership form carries: its id `<form>-<name>`, name and label,
 * required, full width (both columns when `wide`), bound to the live form (or uncontrolled).
 */
export function specFieldProps<Name extends string>(
  { name, label, wide }: Pick<TextSpec<Name>, 'name' | 'label' | 'wide'>,
  form: string,
  bind: BindField,
) {
  return {
    id: `${form}-${name}`,
    name,
    label,
    'aria-required': 'true' as const,
    fullWidth: true,
    className: wide ? styles.wide : undefined,
    ...bind(name),
  };
}

/** The text field of a spec (see specFieldProps). */
export function SpecTextField<Name extends string>({
  spec,
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
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      {...specFieldProps(spec, form, bind)}
    />
  );
}
