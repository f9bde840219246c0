import clsx from 'clsx';
import { useFormik } from 'formik';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { Seo } from '@/components/seo';
import { useToast } from '@/components/toast';
import { Container } from '@/components/ui/container';
import { BIND_TO_LOGIN_DELAY_MS, EMAIL_TYPE } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { BIND_GO_TO_LOGIN_CODE, checkBinding } from './api/check-binding';
import type { AssociationPageProps } from '../api/get-auth-pages';
import { useUserTypes } from '../hooks/use-user-types';
import { readBase64Code } from '../base64';
import { AccountTypeFields } from '../components/account-type-fields';
import formStyles from '../components/auth-form.module.css';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { SubmitButton } from '@/components/form/submit-button';
import { VerifiedPasswordFields } from '../components/verified-password-fields';
import { BIND_TITLE } from '../copy';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useCountdown } from '../hooks/use-countdown';
import { bindSchema, EMPTY_SIGN_UP } from '../schema';
import type { SignUpValues } from '../types';
import styles from './association-view.module.css';

export const BIND_BAD_CODE_MESSAGE =
  'This link is not valid: its sign-in code is missing or damaged. Please sign in with Google again.';
const BOUND_FALLBACK = 'Your e-mail address is bound, welcome';

/**
 * /association?code=BASE64: after a first Google sign-in, the customer binds
 * an e-mail with the sign-up rules. Code 200 signs in and goes home; code 201 shows the
 * message and goes to /login after 2 s. The code is checked before anything is sent.
 */
export default function AssociationView({ seo, termsPath }: AssociationPageProps) {
  const router = useRouter();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn();
  const base64Code = readBase64Code(router.query.code);
  const codeValid = base64Code !== null;
  const userTypes = useUserTypes(router.isReady && codeValid);
  const countdown = useCountdown();
  const [goingToLogin, setGoingToLogin] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!goingToLogin) return;
    const timer = setTimeout(() => void router.replace(paths.login()), BIND_TO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goingToLogin, router]);

  const form = useFormik<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validationSchema: bindSchema,
    onSubmit: async (values) => {
      if (!base64Code || goingToLogin) return;
      try {
        const response = await checkBinding(values, base64Code);
        await completeSignIn(response.data, response.msg || BOUND_FALLBACK, paths.home());
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind === 'auth') return;
        if (error.code === BIND_GO_TO_LOGIN_CODE) {
          toast.show('info', error.message);
          setGoingToLogin(true);
        } else {
          toast.error(error.message);
        }
      }
    },
  });
  useFocusFirstError(form, formRef);

  return (
    <>
      <Seo seo={seo} />
      <Container className={styles.page}>
        <h1 className={clsx(typo.h2, styles.title)}>{BIND_TITLE}</h1>
        {!router.isReady ? null : codeValid ? (
          <>
            <p className={clsx(typo.body1, typo.secondary, styles.intro)}>
              You signed in with Google. Bind an e-mail address to your account to finish.
            </p>
            <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={formStyles.form}>
              <VerifiedPasswordFields
                form={form}
                emailType={EMAIL_TYPE.register}
                countdown={countdown}
              />
              <AccountTypeFields form={form} userTypes={userTypes} termsPath={termsPath} />
              <SubmitButton
                busy={form.isSubmitting || goingToLogin}
                fullWidth
                className={formStyles.submit}
              >
                Bind
              </SubmitButton>
            </form>
          </>
        ) : (
          <div className={formStyles.form}>
            <p role="alert" className={formStyles.error}>
              {BIND_BAD_CODE_MESSAGE}
            </p>
            <p className={formStyles.links}>
              <Link href={paths.login()} className={formStyles.link}>
                Return to Sign In
              </Link>
            </p>
          </div>
        )}
      </Container>
    </>
  );
}
