import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './prose.module.css';

type ProseProps = {
  /** Nothing is drawn when empty. A lead the page already shows: prose-lead.ts. */
  html: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Renders HTML that the server already passed through the one sanitizer (lib/sanitize.ts).
 * Never hand it HTML straight from an API response in the browser.
 */
export function Prose({ html, className, ...props }: ProseProps) {
  if (!html) return null;
  return (
    <div
      {...props}
      className={clsx(styles.prose, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
