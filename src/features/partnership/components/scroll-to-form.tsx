import type { MouseEvent, ReactNode } from 'react';
import { buttonClass, type ButtonLook } from '@/components/ui/button';

/** Forms land this far below the window's top edge (80px). */
export const FORM_SCROLL_OFFSET = 80;

/** Where the window scrolls to bring `target` in, 80px below the top edge. */
export function formScrollTop(target: Element): number {
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - FORM_SCROLL_OFFSET);
}

/**
 * Scrolls smoothly (or at once when the visitor asked for less motion) to `target`, and moves
 * keyboard focus there without a second jump.
 */
export function scrollToForm(target: HTMLElement | null): void {
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: formScrollTop(target), behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

/**
 * A button-looking link to a form of the page (Apply Now, Start!): without JavaScript it
 * jumps to the fragment; with it, it scrolls smoothly to the form with the 80px offset.
 */
export function ScrollToFormLink({
  targetId,
  children,
  look = { variant: 'contained', size: 'large' },
  className,
}: {
  /** The id of the element around the form (focusable with tabIndex -1). */
  targetId: string;
  children: ReactNode;
  look?: ButtonLook;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    scrollToForm(target);
  };
  return (
    <a href={`#${targetId}`} className={buttonClass(look, className)} onClick={onClick}>
      {children}
    </a>
  );
}
