import type { FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { ValidationError } from 'yup';
import { useToast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SEND_CODE_COOLDOWN_SECONDS } from '@/config/constants';
import type { ApiEmailType } from '@/contract/api-types';
import { sendMail } from '../api/send-mail';
import { AUTH_MESSAGES, emailSchema } from '../schema';
import type { ResetValues } from '../types';
import styles from './auth-form.module.css';
import { fieldState } from './form-state';

const CODE_SENT_FALLBACK = 'The verification code has been sent to your e-mail address';

/** A "Send code" countdown kept by the page, so it survives switching views. */
export type Countdown = [secondsLeft: number, start: (seconds: number) => void];

interface Props<V extends ResetValues> {
  form: FormikProps<V>;
  emailType: ApiEmailType;
  countdown: Countdown;
  passwordLabel?: string;
}

/**
 * E-mail, verification code with "Send code", password and its repeat: the fields sign-up,
 * reset and bind share. "Send code" first checks the e-mail (the message shows under it),
 * then mails a code and waits 60 s; it stays focusable meanwhile (aria-disabled).
 */
export function VerifiedPasswordFields<V extends ResetValues>({
  form,
  emailType,
  countdown: [secondsLeft, startCountdown],
  passwordLabel = 'Password',
}: Props<V>) {
  const toast = useToast();
  const emailRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const waiting = sending || secondsLeft > 0;

  const sendCode = async () => {
    if (waiting) return;
    const address = form.values.uEmail;
    try {
      await emailSchema.validate(address);
    } catch (error) {
      const message = error instanceof ValidationError ? error.message : AUTH_MESSAGES.emailInvalid;
      await form.setFieldTouched('uEmail', true, false);
      form.setFieldError('uEmail', message);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await sendMail(address.trim(), emailType);
      toast.success(response.msg || CODE_SENT_FALLBACK);
      startCountdown(SEND_CODE_COOLDOWN_SECONDS);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        ref={emailRef}
        label="E-mail"
        type="email"
        autoComplete="email"
        fullWidth
        {...form.getFieldProps('uEmail')}
        {...fieldState(form, 'uEmail')}
      />
      <TextField
        label="Verification code"
        autoComplete="one-time-code"
        inputMode="numeric"
        fullWidth
        {...form.getFieldProps('uCode')}
        {...fieldState(form, 'uCode')}
        endAdornment={
          <Button
            size="small"
            className={styles.sendCode}
            aria-disabled={waiting || undefined}
            onClick={() => void sendCode()}
          >
            {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Send code'}
          </Button>
        }
      />
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        fullWidth
        {...form.getFieldProps('uPassword')}
        {...fieldState(form, 'uPassword')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        fullWidth
        {...form.getFieldProps('uRePassword')}
        {...fieldState(form, 'uRePassword')}
      />
    </>
  );
}
