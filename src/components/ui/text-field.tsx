import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Icon } from './icon';
import { expandMoreIcon } from './icon-paths/expand-more';
import styles from './field.module.css';
import { VisuallyHidden } from './visually-hidden';

interface FieldLook {
  /** The field's name for everyone: shown on the border, or only to assistive tech. */
  label: string;
  hideLabel?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Shown under the field (in the error colour when `error`). */
  helperText?: ReactNode;
  error?: boolean;
  className?: string;
}

type FieldProps = FieldLook & { id?: string };

/** The look's props apart from the control's own, and the id that ties label, control and message. */
function useFieldLook<P extends FieldProps>({
  label,
  hideLabel,
  size,
  fullWidth,
  helperText,
  error,
  className,
  id: givenId,
  ...control
}: P): [FieldLook & { id: string }, Omit<P, keyof FieldProps>] {
  const autoId = useId();
  const id = givenId ?? autoId;
  return [{ id, label, hideLabel, size, fullWidth, helperText, error, className }, control];
}

/** The control's id, look and state; `describe` links it to its message. */
function controlProps({ id, error, helperText }: FieldLook & { id: string }, describe = true) {
  return {
    id,
    className: styles.input,
    'aria-invalid': error || undefined,
    'aria-describedby': describe && helperText ? `${id}-helper` : undefined,
  };
}

function FieldFrame({ look, children }: { look: FieldLook & { id: string }; children: ReactNode }) {
  const { id, label, helperText } = look;
  return (
    <div
      className={clsx(
        styles.field,
        look.size === 'small' && styles.small,
        look.fullWidth && styles.fullWidth,
        look.error && styles.error,
        look.className,
      )}
    >
      {look.hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {children}
      {helperText ? (
        <p id={`${id}-helper`} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldLook &
  Omit<ComponentPropsWithRef<'input'>, 'size' | 'className'> & {
    /** Inside the box after the text, e.g. a search button. */
    endAdornment?: ReactNode;
  };

/** A labelled text input with MUI's outlined look. */
export function TextField({ endAdornment, ...props }: TextFieldProps) {
  const [look, input] = useFieldLook(props);
  return (
    <FieldFrame look={look}>
      <div className={styles.box}>
        <input {...controlProps(look)} {...input} />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldLook &
  Omit<ComponentPropsWithRef<'select'>, 'size' | 'className'>;

/** A labelled native select with the same look: the platform's own picker on every device. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const [look, select] = useFieldLook(props);
  return (
    <FieldFrame look={look}>
      <div className={styles.box}>
        <select {...controlProps(look, false)} {...select}>
          {children}
        </select>
        <Icon path={expandMoreIcon} className={styles.chevron} />
      </div>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldLook & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

/** A labelled multi-line field with the same look, resizable in height. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [look, textarea] = useFieldLook(props);
  return (
    <FieldFrame look={look}>
      <div className={styles.box}>
        <textarea {...controlProps(look)} {...textarea} />
      </div>
    </FieldFrame>
  );
}
