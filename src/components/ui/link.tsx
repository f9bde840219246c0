// The compat hook answers null outside a mounted router (a server render in a test), where
// the link stays a plain anchor.
import { useRouter } from 'next/compat/router';
import type { ComponentPropsWithRef, FocusEvent, MouseEvent } from 'react';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  href: string;
  /** false keeps the scroll position (a row of tabs that swaps the content under it). */
  scroll?: boolean;
  /** Replaces the history entry instead of adding one. */
  replace?: boolean;
};

/** A click the browser should handle itself: new tab or window, download, not the main button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

/**
 * The site's internal link: a plain `<a href>` that navigates through the pages router and
 * prefetches when the pointer or focus reaches it. It stands in for `next/link`, whose
 * viewport prefetching buys nothing here (every public route is the one catch-all page,
 * whose code is already loaded) and would fetch the data of every visible link, and which
 * costs ~3 kB of first-load JavaScript on every page (against a 140 kB budget).
 */
export function Link({
  href,
  scroll = true,
  replace = false,
  onClick,
  onMouseEnter,
  onFocus,
  children,
  ...anchorProps
}: LinkProps) {
  const router = useRouter();

  const prefetch = () => {
    // Prefetching is an optimisation: a failure (offline, a page that 404s) is ignored.
    if (router && process.env.NODE_ENV === 'production') {
      router.prefetch(href).catch(() => undefined);
    }
  };

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || leftToBrowser(event)) return;
    event.preventDefault();
    if (replace) void router.replace(href, undefined, { scroll });
    else void router.push(href, undefined, { scroll });
  };

  return (
    <a
      {...anchorProps}
      href={href}
      onClick={handleClick}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
    >
      {children}
    </a>
  );
}
