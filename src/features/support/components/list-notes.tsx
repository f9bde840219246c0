import clsx from 'clsx';
import type { ReactNode } from 'react';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';

/** A list's load failure, as an alert, while it has nothing to show (a later failure keeps the rows). */
export function ListLoadError({ error, loaded }: { error: Error | undefined; loaded: boolean }) {
  if (!error || loaded) return null;
  return (
    <p role="alert" className={clsx(typo.body1, layout.listAlert)}>
      {error.message}
    </p>
  );
}

/** What an empty list says in its place. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className={clsx(typo.body1, typo.secondary, layout.listEmpty)}>{children}</p>;
}
