import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './partnership.module.css';

/** A form's send button: busy and disabled while its request runs (spec 4, section 4). */
export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      aria-busy={busy || undefined}
      className={styles.submit}
      startIcon={busy ? <span className={styles.spinner} aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}
