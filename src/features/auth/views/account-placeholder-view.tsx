import clsx from 'clsx';
import { Container } from '@/components/ui/container';
import { useUserInfo } from '@/features/shell';
import typo from '@/styles/typography.module.css';
import { useRequireSession } from '../hooks/use-require-session';
import type { AccountPageProps } from '../types';
import styles from './account-placeholder-view.module.css';

/**
 * The customer area's pages until their own issue builds them: signed-in visitors only
 * (a visitor without a token goes to /login and comes back after signing in).
 */
export default function AccountPlaceholderView({ name }: AccountPageProps) {
  const signedIn = useRequireSession();
  const user = useUserInfo();
  return (
    <Container className={styles.page}>
      <h1 className={clsx(typo.h2, styles.title)}>{name}</h1>
      {signedIn && user ? (
        <p className={typo.body1}>Signed in as {user.uEmail}</p>
      ) : (
        <p className={clsx(typo.body1, typo.secondary)}>Checking your session…</p>
      )}
    </Container>
  );
}
