/**
 * The footer in the browser (next.config.ts aliases site-footer.tsx to this file there): its
 * code is not part of the first load. Until it arrives, the server's footer stays as the
 * server drew it (React does not hydrate an element's inner HTML) and styled (its sheets are
 * in the page's CSS: footer-styles.ts); the code is fetched once the page has hydrated, then
 * the footer is drawn by React, the same markup. A click in it meanwhile is not lost: a link
 * navigates through the router, a button is clicked again once the footer is drawn.
 * Not `next/dynamic` or a Suspense part: the first is preloaded with the page, the second the
 * server streams after the page with an inline script, which our CSP refuses.
 */
import { useRouter } from 'next/router';
import { type ComponentType, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { SiteData } from '@/lib/site-types';
import './footer-styles';
import styles from './footer.module.css';

type FooterComponent = ComponentType<{ site: SiteData }>;
/** Once fetched, a footer drawn later (after a client-side navigation) needs no wait. */
let fetchedFooter: FooterComponent | null = null;

export function SiteFooter({ site }: { site: SiteData }) {
  const router = useRouter();
  const [Footer, setFooter] = useState<FooterComponent | null>(() => fetchedFooter);
  const root = useRef<HTMLElement>(null);
  // The button clicked before the code came (its place among the footer's buttons).
  const pendingButton = useRef<number | null>(null);

  useEffect(() => {
    if (fetchedFooter) return;
    let live = true;
    void import('./footer').then((module) => {
      fetchedFooter = module.Footer;
      if (live) setFooter(() => module.Footer);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const index = pendingButton.current;
    if (!Footer || index === null) return;
    pendingButton.current = null;
    document.querySelectorAll<HTMLButtonElement>('footer button')[index]?.click();
  }, [Footer]);

  if (Footer) return <Footer site={site} />;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const button = target.closest('button');
    if (button && root.current) {
      pendingButton.current = [...root.current.querySelectorAll('button')].indexOf(button);
      return;
    }
    const link = target.closest('a');
    const href = link?.getAttribute('href');
    if (
      !link ||
      !href?.startsWith('/') ||
      link.target === '_blank' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    void router.push(href);
  };

  return (
    <footer
      ref={root}
      className={styles.footer}
      onClick={onClick}
      // The server's footer, kept until the code comes.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
