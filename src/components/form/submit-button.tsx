import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import spinner from '@/components/ui/spinner.module.css';

export interface SubmitButtonProps {
  /** While the form's request runs: disabled, aria-busy and a spinner. */
  busy?: boolean;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** A public form's send button (plain HTML, no MUI): busy and disabled while its request runs. */
export function SubmitButton({ busy = false, fullWidth, className, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className}
      startIcon={busy ? <span className={spinner.spinner} aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}
