import clsx from 'clsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';

/**
 * What a form loaded on demand (next/dynamic's `loading`) shows meanwhile: a status for
 * assistive tech while its chunk loads, an alert when it could not be loaded (offline).
 */
export function FormLoading({ error, className }: { error?: Error | null; className?: string }) {
  return error ? (
    <p role="alert" className={clsx(typo.body2, className)}>
      The form could not be loaded. Please check your connection and try again.
    </p>
  ) : (
    <VisuallyHidden role="status">Loading the form…</VisuallyHidden>
  );
}
