/** Shared data of the auth component tests. */
import type { LoginPageProps } from '@/features/auth/types';
import { buildSeo } from '@/lib/seo';

export const LOGIN_PROPS: LoginPageProps = {
  seo: buildSeo({ name: 'Sign In', path: '/login' }, 'Diagtools'),
  siteTitle: 'Diagtools',
  logo: '',
  loginPicture: '',
  termsPath: '/about-us/terms-of-service',
};

export const USER_TYPES = {
  code: 200,
  msg: 'ok',
  user_type_all: [
    { user_type_id: 1, user_type_name: 'DIY Car Owner' },
    { user_type_id: 2, user_type_name: 'Professional Technician' },
  ],
};

export const USER_FIND = {
  code: 200,
  msg: 'ok',
  user_find: { uId: 7, uName: 'Dana Driver', uEmail: 'dana@example.com', uPicture: '' },
};

export const STRONG_PASSWORD = 'Demo@12345';

/** The JSON body a call sent (one function for every component test). */
export { bodyOf } from '../../mocks/fetch';

/** A promise the test settles itself, to look at the page while a request runs. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
