import type { FormikProps } from 'formik';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import styles from './auth-form.module.css';

/**
 * A view's form on the login page: its fields, then the submit (busy while the request runs)
 * and the links under it. A refused submit focuses the first field with a message.
 */
export function AuthForm<V>({
  form,
  submitLabel,
  links,
  children,
}: {
  form: FormikProps<V>;
  submitLabel: string;
  /** The links under the submit button. */
  links: ReactNode;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      {children}
      <div className={styles.actions}>
        <SubmitButton busy={form.isSubmitting} fullWidth className={styles.submit}>
          {submitLabel}
        </SubmitButton>
        <p className={styles.links}>{links}</p>
      </div>
    </form>
  );
}

/** A link to another view of the page: the view changes in place, nothing is loaded. */
export function ViewLink({
  href,
  onOpen,
  children,
}: {
  /** The fragment naming the view, for the link's address. */
  href: `#${string}`;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={styles.link}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/** The link back to the sign-in view, under the reset and sign-up forms. */
export function BackToSignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <ViewLink href="#sign-in" onOpen={onSignIn}>
      Return to Sign In
    </ViewLink>
  );
}
