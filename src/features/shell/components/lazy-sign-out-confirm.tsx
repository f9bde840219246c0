import dynamic from 'next/dynamic';

/** The sign-out dialog, fetched the first time someone asks to sign out. */
export const LazySignOutConfirm = dynamic(
  () => import('./sign-out-confirm').then((m) => m.SignOutConfirm),
  { ssr: false },
);
