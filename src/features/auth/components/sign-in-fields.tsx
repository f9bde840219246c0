import type { FormSnapshot } from '@/components/deferred-form';
import { type BindField, type FieldBinding, MESSAGE_LINE } from '@/components/form/field-binding';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_LENGTH } from '@/contract/patterns';
import { SIGN_IN_TITLE } from '../copy';
import { VIEW_HASH } from '../login/view-hash';
import type { LoginViewId } from '../types';
import styles from './auth-form.module.css';
import { ViewLink } from './form-parts';

export interface SignInFieldsProps {
  /** Uncontrolled in the server HTML; bound to formik by the live form. */
  bind?: BindField;
  /** What the uncontrolled fields start with (what was typed before another view opened). */
  defaults?: FormSnapshot;
  busy?: boolean;
  onOpen: (view: LoginViewId) => void;
}

/**
 * The sign-in form's inside: e-mail, password, "Forgot or need a password?", the submit and
 * the sign-up link. The same markup in the server HTML and in the live form that takes over.
 */
export function SignInFields({ bind, defaults = {}, busy = false, onOpen }: SignInFieldsProps) {
  const field = (name: string): FieldBinding & { defaultValue?: string } => {
    if (bind) return bind(name);
    const typed = defaults[name];
    return { helperText: MESSAGE_LINE, defaultValue: typeof typed === 'string' ? typed : '' };
  };
  return (
    <>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        fullWidth
        name="uEmail"
        {...field('uEmail')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_LENGTH.max}
        fullWidth
        name="uPassword"
        {...field('uPassword')}
      />
      <p className={styles.links}>
        <ViewLink href={VIEW_HASH.reset} onOpen={() => onOpen('reset')}>
          Forgot or need a password?
        </ViewLink>
      </p>
      <div className={styles.actions}>
        <SubmitButton busy={busy} fullWidth className={styles.submit}>
          {SIGN_IN_TITLE}
        </SubmitButton>
        <p className={styles.links}>
          <span>
            Don&apos;t have an account?{' '}
            <ViewLink href={VIEW_HASH.signUp} onOpen={() => onOpen('signUp')}>
              Sign Up
            </ViewLink>
          </span>
        </p>
      </div>
    </>
  );
}
