import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './partnership.module.css';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & {
  label: string;
  helperText?: string;
  error?: boolean;
  className?: string;
};

/** A labelled multi-line field with the look of the ui TextField. */
export function TextAreaField({
  label,
  helperText,
  error,
  className,
  id: givenId,
  ...textarea
}: TextAreaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div
      className={clsx(
        fieldStyles.field,
        fieldStyles.fullWidth,
        error && fieldStyles.error,
        className,
      )}
    >
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.box}>
        <textarea
          id={id}
          className={clsx(fieldStyles.input, styles.textarea)}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? `${id}-helper` : undefined}
          {...textarea}
        />
      </div>
      {helperText ? (
        <p id={`${id}-helper`} className={fieldStyles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
