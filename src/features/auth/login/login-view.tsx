import clsx from 'clsx';
import { type FormikHelpers, useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { Seo } from '@/components/seo';
import { SiteLogoLink } from '@/components/site-logo-link';
import { useToast } from '@/components/toast';
import { PICTURE_SIZES } from '@/config/images';
import type { CheckLoginResponse } from '@/contract/api-types';
import { REDIRECT_PARAM, safeRedirect } from '@/lib/safe-redirect';
import typo from '@/styles/typography.module.css';
import { checkLogin } from './api/check-login';
import { checkRegister } from '../api/check-register';
import { checkResetting } from './api/check-resetting';
import { useUserTypes } from '../api/get-user-types';
import { GoogleButton } from '../components/google-button';
import { ResetForm } from '../components/reset-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { RESET_TITLE, SIGN_IN_TITLE, SIGN_UP_TITLE } from '../copy';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useCountdown } from '../hooks/use-countdown';
import { resetSchema, signInSchema, signUpSchema } from '../schema';
import type {
  LoginPageProps,
  LoginViewId,
  ResetValues,
  SignInValues,
  SignUpValues,
} from '../types';
import styles from './login-view.module.css';

const EMPTY_SIGN_IN: SignInValues = { uEmail: '', uPassword: '' };
const EMPTY_RESET: ResetValues = { uEmail: '', uCode: '', uPassword: '', uRePassword: '' };
const EMPTY_SIGN_UP: SignUpValues = { ...EMPTY_RESET, uTypeId: '', checkedAgreement: false };

const TITLES: Record<LoginViewId, string> = {
  signIn: SIGN_IN_TITLE,
  signUp: SIGN_UP_TITLE,
  reset: RESET_TITLE,
};

const REGISTERED_FALLBACK = 'Your account has been created, please sign in';
const RESET_FALLBACK = 'Your password has been reset, please sign in';

/** The login picture's intrinsic size (portrait); CSS covers the column with it. */
const LOGIN_PICTURE = { width: 960, height: 1080, sizes: PICTURE_SIZES.half } as const;

/**
 * /login: Sign In, Create an Account and Reset Password in one
 * page, plus Continue with Google. The three forms keep their values while another view
 * shows; a successful sign-up or reset clears them and returns to Sign In.
 */
export default function LoginView({ seo, siteTitle, logo, loginPicture }: LoginPageProps) {
  const router = useRouter();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn();
  const [view, setView] = useState<LoginViewId>('signIn');
  // The user-type list loads when sign-up first opens, then stays.
  const [signUpOpened, setSignUpOpened] = useState(false);
  const userTypes = useUserTypes(signUpOpened);
  const signUpCountdown = useCountdown();
  const resetCountdown = useCountdown();

  // A view switched by the visitor moves focus to its heading (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [view]);

  const open = (next: LoginViewId) => {
    focusHeading.current = true;
    if (next === 'signUp') setSignUpOpened(true);
    setView(next);
  };

  const signIn = useFormik<SignInValues>({
    initialValues: EMPTY_SIGN_IN,
    validationSchema: signInSchema,
    onSubmit: async ({ uEmail, uPassword }) => {
      let response: CheckLoginResponse;
      try {
        response = await checkLogin({ uEmail: uEmail.trim(), uPassword });
      } catch {
        return; // The API client has shown the server's message.
      }
      const destination = safeRedirect(router.query[REDIRECT_PARAM]);
      await completeSignIn(response.data, response.msg, destination).catch(() => undefined);
    },
  });

  /**
   * Sign-up and reset submit alike: when the request succeeds, its message (or the fallback),
   * every form empty, back to Sign In.
   */
  const submitThenSignIn = async <V extends object>(
    request: (values: V) => Promise<{ msg: string }>,
    fallback: string,
    values: V,
    helpers: FormikHelpers<V>,
  ) => {
    try {
      const response = await request(values);
      toast.success(response.msg || fallback);
      helpers.resetForm();
      signIn.resetForm();
      open('signIn');
    } catch {
      // The API client has shown the server's message.
    }
  };

  const signUp = useFormik<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validationSchema: signUpSchema,
    onSubmit: (values, helpers) =>
      submitThenSignIn(checkRegister, REGISTERED_FALLBACK, values, helpers),
  });

  const reset = useFormik<ResetValues>({
    initialValues: EMPTY_RESET,
    validationSchema: resetSchema,
    onSubmit: (values, helpers) =>
      submitThenSignIn(checkResetting, RESET_FALLBACK, values, helpers),
  });

  return (
    <>
      <Seo seo={seo} />
      <div className={styles.page}>
        <div className={styles.pictureColumn}>
          <Picture src={loginPicture} alt="" {...LOGIN_PICTURE} className={styles.picture} />
          {/* The picture carries no text: the welcome is set over it, on a scrim. */}
          <div className={styles.pictureText}>
            <p className={styles.pictureTitle}>{`Welcome to ${siteTitle}`}</p>
            <p className={styles.pictureSubtitle}>Sign in to manage your tools</p>
          </div>
        </div>
        <div className={styles.panel}>
          <SiteLogoLink
            src={logo}
            title={siteTitle}
            className={styles.logo}
            pictureClassName={styles.logoPicture}
            loading="eager"
          />
          <h1 ref={headingRef} tabIndex={-1} className={clsx(typo.h2, styles.title)}>
            {TITLES[view]}
          </h1>
          {view === 'signIn' && (
            <SignInForm
              form={signIn}
              onForgotPassword={() => open('reset')}
              onSignUp={() => open('signUp')}
            />
          )}
          {view === 'signUp' && (
            <SignUpForm
              form={signUp}
              userTypes={userTypes}
              countdown={signUpCountdown}
              onSignIn={() => open('signIn')}
            />
          )}
          {view === 'reset' && (
            <ResetForm form={reset} countdown={resetCountdown} onSignIn={() => open('signIn')} />
          )}
          {view !== 'reset' && <GoogleButton />}
        </div>
      </div>
    </>
  );
}
