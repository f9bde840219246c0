import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { safeHref } from '../links';

type NewTabLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> & {
  /** From the CMS: checked with safeHref; an unsafe or empty one renders the content unlinked. */
  href: string;
};

/**
 * A link that opens in a new tab (`rel="noopener noreferrer"`: the new page gets no handle
 * on this one), telling screen-reader users so.
 */
export function NewTabLink({ href, children, className, ...props }: NewTabLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
