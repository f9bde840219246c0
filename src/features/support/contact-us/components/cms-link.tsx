import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { NewTabLink } from '../../service-center/components/new-tab-link';
import { isSitePath, safeHref } from '../../service-center/links';

/**
 * A CMS link: a path of this site routes in place, a web link opens a new tab, a mail or
 * phone link hands over to the visitor's app; an unsafe one is plain text.
 */
export function CmsLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  if (safe && isSitePath(safe)) {
    return (
      <Link href={safe} className={className}>
        {children}
      </Link>
    );
  }
  if (/^(mailto|tel):/i.test(safe)) {
    return (
      <a href={safe} className={className}>
        {children}
      </a>
    );
  }
  return (
    <NewTabLink href={safe} className={className}>
      {children}
    </NewTabLink>
  );
}
