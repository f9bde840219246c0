import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';
import styles from './list-notes.module.css';

export interface ListLoadErrorProps {
  error: Error | undefined;
  /** Whether the list has something to show: a later failure keeps the rows, without an alert. */
  loaded: boolean;
  /** What the alert says; the error's own message when not given. */
  message?: string;
  /** Asks again: a Retry button is shown when given. */
  onRetry?: () => void;
  /** While the retry is on its way. */
  retrying?: boolean;
}

/** A load failure: what failed, as an alert, and a Retry button when `onRetry` is given. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <div className={clsx(layout.listAlert, styles.loadError)}>
      <p role="alert" className={typo.body1}>
        {message}
      </p>
      {onRetry ? (
        <Button variant="outlined" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Retrying…' : retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A list's load failure, in place of the list while it has nothing to show: a list that did
 * not load must never read as an empty one ("No data" would tell a customer the records are
 * gone).
 */
export function ListLoadError({ error, loaded, message, ...retry }: ListLoadErrorProps) {
  if (!error || loaded) return null;
  return <LoadError message={message ?? error.message} {...retry} />;
}

/** What an empty list says in its place. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className={clsx(typo.body1, typo.secondary, layout.listEmpty)}>{children}</p>;
}
