/** The auth feature's own shapes: form values as the fields hold them, reshaped API data. */
import type { SeoFields } from '@/lib/seo';

export interface SignInValues {
  uEmail: string;
  uPassword: string;
}

export interface ResetValues {
  uEmail: string;
  uCode: string;
  uPassword: string;
  uRePassword: string;
}

/** Sign-up and bind. */
export interface SignUpValues extends ResetValues {
  /** The select's value: a user type id as text, '' until one is chosen. */
  uTypeId: string;
  checkedAgreement: boolean;
}

export interface UserTypeOption {
  id: number;
  name: string;
}

/** The three views of /login. */
export type LoginViewId = 'signIn' | 'signUp' | 'reset';

export interface LoginPageProps {
  seo: SeoFields;
  siteTitle: string;
  logo: string;
  /** site_settings_loginpicture as an absolute URL, '' when the site has none. */
  loginPicture: string;
  /** The customer terms page the sign-up consent links to (never /statement). */
  termsPath: string;
}
