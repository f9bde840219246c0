import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** The box's name; may hold links (they stay links: a click on one does not tick the box). */
  label: ReactNode;
  /** Shown under the label (in the error colour when `error`). */
  helperText?: ReactNode;
  error?: boolean;
  className?: string;
};

/** A native checkbox in the primary colour with its label beside it (MUI's Checkbox look). */
export function Checkbox({
  label,
  helperText,
  error,
  className,
  id: givenId,
  ...input
}: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const helperId = `${id}-helper`;
  return (
    <div className={clsx(styles.root, error && styles.error, className)}>
      <span className={styles.control}>
        <input
          type="checkbox"
          id={id}
          className={styles.input}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          {...input}
        />
      </span>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
