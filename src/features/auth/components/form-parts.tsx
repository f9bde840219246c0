import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './auth-form.module.css';

/** The form's main button: busy and disabled while its request runs (spec 1, section 4). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy || undefined}
      className={styles.submit}
      startIcon={busy ? <span className={styles.spinner} aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}

/** A link to another view of the page: the view changes in place, nothing is loaded. */
export function ViewLink({
  href,
  onOpen,
  children,
}: {
  /** The fragment naming the view, for the link's address. */
  href: `#${string}`;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={styles.link}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
