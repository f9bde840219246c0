import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { paths } from '@/lib/paths';
import { setToken } from '@/lib/session';
import { pathOnly } from '../menu';

const CODE_PARAM = 'code';

/**
 * Google sign-in returns to the home page with `?code=TOKEN`: keep it as the
 * login token (user info follows, keyed on the token) and take it out of the address bar.
 */
export function useLoginCode(): void {
  const router = useRouter();
  const code = router.query[CODE_PARAM];
  const onHome = pathOnly(router.asPath) === paths.home();
  useEffect(() => {
    if (!router.isReady || !onHome || typeof code !== 'string' || !code) return;
    setToken(code);
    const url = new URL(router.asPath, 'http://localhost');
    url.searchParams.delete(CODE_PARAM);
    void router.replace(`${url.pathname}${url.search}${url.hash}`, undefined, { shallow: true });
  }, [router, onHome, code]);
}
