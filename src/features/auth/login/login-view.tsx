import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DeferredForm,
  type FormSnapshot,
  type LiveFormProps,
  readForm,
} from '@/components/deferred-form';
import { FormLoading } from '@/components/form/form-loading';
import { Picture } from '@/components/picture';
import { Seo } from '@/components/seo';
import { SiteLogoLink } from '@/components/site-logo-link';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import formStyles from '../components/auth-form.module.css';
import { GoogleButton } from '../components/google-button';
import { SignInFields } from '../components/sign-in-fields';
import { RESET_TITLE, SIGN_IN_TITLE, SIGN_UP_TITLE } from '../copy';
import { useCountdown } from '../hooks/use-countdown';
import type { LoginPageProps, LoginViewId } from '../types';
import styles from './login-view.module.css';
import { viewOfHash, writeViewHash } from './view-hash';

const TITLES: Record<LoginViewId, string> = {
  signIn: SIGN_IN_TITLE,
  signUp: SIGN_UP_TITLE,
  reset: RESET_TITLE,
};

/** The line under the welcome on the picture: each view says what it is for. */
export const PICTURE_SUBTITLES: Record<LoginViewId, string> = {
  signIn: 'Sign in to manage your tools',
  signUp: 'Create an account to register your tools, follow warranty claims and get updates',
  reset: 'Choose a new password and get back to your tools',
};

/** The login picture's intrinsic size (portrait); CSS covers the column with it. */
const LOGIN_PICTURE = { width: 960, height: 1080, sizes: PICTURE_SIZES.half } as const;

// Sign-up and reset (their formik, yup, code sending and user types) load when first opened;
// the sign-in form's logic loads after the page (DeferredForm). /login's first load stays
// within the public budget (e2e/budget.spec.ts).
const formLoading = ({ error }: { error?: Error | null }) => <FormLoading error={error} />;
const SignUpPanel = dynamic(() => import('../components/sign-up-panel'), {
  ssr: false,
  loading: formLoading,
});
const ResetPanel = dynamic(() => import('../components/reset-panel'), {
  ssr: false,
  loading: formLoading,
});

/**
 * /login: Sign In, Create an Account and Reset Password in one page, plus Continue with
 * Google. `/login#sign-up` and `/login#reset` open that view (on load and when the fragment
 * changes). What a form holds is kept while another view shows (read from the form when the
 * view changes); a successful sign-up or reset clears every form and returns to Sign In.
 */
export default function LoginView({
  seo,
  siteTitle,
  logo,
  loginPicture,
  termsPath,
}: LoginPageProps) {
  const router = useRouter();
  const [view, setView] = useState<LoginViewId>('signIn');
  // What each form held when another view opened; emptied by a successful sign-up or reset.
  const [drafts, setDrafts] = useState<Partial<Record<LoginViewId, FormSnapshot>>>({});
  const viewRef = useRef(view);
  const formRef = useRef<HTMLDivElement>(null);
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

  const show = useCallback((next: LoginViewId, focus: boolean) => {
    const leaving = viewRef.current;
    if (next === leaving) return;
    const held = readForm(formRef.current?.querySelector('form') ?? null);
    setDrafts((before) => ({ ...before, [leaving]: held }));
    viewRef.current = next;
    focusHeading.current = focus;
    setView(next);
  }, []);

  /** A view opened by one of the page's links: written into the address too. */
  const open = useCallback(
    (next: LoginViewId) => {
      show(next, true);
      writeViewHash(next);
    },
    [show],
  );

  // The address names a view: on load (no focus move), and when its fragment changes.
  useEffect(() => {
    const initial = viewOfHash(window.location.hash);
    if (initial) show(initial, false);
    const follow = () => {
      const named = viewOfHash(window.location.hash);
      if (named) show(named, true);
    };
    window.addEventListener('hashchange', follow);
    router.events.on('hashChangeComplete', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      router.events.off('hashChangeComplete', follow);
    };
  }, [router.events, show]);

  const done = useCallback(() => {
    open('signIn');
    setDrafts({});
  }, [open]);
  const backToSignIn = useCallback(() => open('signIn'), [open]);

  const loadSignIn = useCallback(
    () =>
      import('../components/sign-in-live-form').then(({ SignInLiveForm }) => {
        const LiveSignIn = (props: LiveFormProps) => <SignInLiveForm {...props} onOpen={open} />;
        return LiveSignIn;
      }),
    [open],
  );

  return (
    <>
      <Seo seo={seo} />
      <div className={styles.page}>
        <div className={styles.pictureColumn}>
          <Picture src={loginPicture} alt="" {...LOGIN_PICTURE} className={styles.picture} />
          {/* The picture carries no text: the welcome is set over it, on a scrim. */}
          <div className={styles.pictureText}>
            <p className={styles.pictureTitle}>{`Welcome to ${siteTitle}`}</p>
            <p className={styles.pictureSubtitle}>{PICTURE_SUBTITLES[view]}</p>
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
          <div ref={formRef}>
            {view === 'signIn' && (
              <DeferredForm
                className={formStyles.form}
                fields={<SignInFields defaults={drafts.signIn} onOpen={open} />}
                load={loadSignIn}
              />
            )}
            {view === 'signUp' && (
              <SignUpPanel
                countdown={signUpCountdown}
                draft={drafts.signUp ?? {}}
                termsPath={termsPath}
                onSignIn={backToSignIn}
                onDone={done}
              />
            )}
            {view === 'reset' && (
              <ResetPanel
                countdown={resetCountdown}
                draft={drafts.reset ?? {}}
                onSignIn={backToSignIn}
                onDone={done}
              />
            )}
          </div>
          {view !== 'reset' && <GoogleButton />}
        </div>
      </div>
    </>
  );
}
