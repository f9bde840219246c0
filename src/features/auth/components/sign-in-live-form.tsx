/**
 * The live sign-in form (formik + yup), loaded after the page by DeferredForm: it takes over
 * the server-rendered fields with what the visitor already typed.
 */
import { useRouter } from 'next/router';
import type { LiveFormProps } from '@/components/deferred-form';
import { bindField } from '@/components/form/field-binding';
import { useLiveForm } from '@/components/form/use-live-form';
import type { CheckLoginResponse } from '@/contract/api-types';
import { REDIRECT_PARAM, safeRedirect } from '@/lib/safe-redirect';
import { checkLogin } from '../login/api/check-login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { signInSchema } from '../schema';
import type { SignInValues } from '../types';
import styles from './auth-form.module.css';
import { SignInFields, type SignInFieldsProps } from './sign-in-fields';

export const EMPTY_SIGN_IN: SignInValues = { uEmail: '', uPassword: '' };

export function SignInLiveForm({
  initialValues,
  submitNow,
  onOpen,
}: LiveFormProps & Pick<SignInFieldsProps, 'onOpen'>) {
  const router = useRouter();
  const completeSignIn = useCompleteSignIn();
  const { form, formProps } = useLiveForm<SignInValues>({
    snapshot: initialValues,
    empty: EMPTY_SIGN_IN,
    validationSchema: signInSchema,
    submitNow,
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
  return (
    <form {...formProps} className={styles.form}>
      <SignInFields
        bind={(name) => bindField(form, name as keyof SignInValues, { keepLine: true })}
        busy={form.isSubmitting}
        onOpen={onOpen}
      />
    </form>
  );
}
