import { MAIN_CONTENT_ID } from '../layout-constants';
import { keyboardArrowUpIcon } from '@/components/ui/icon-paths/keyboard-arrow-up';
import { FooterButton } from './footer-button';

/** Scrolls back up and puts keyboard focus at the start of the page. */
export function BackToTop() {
  const goTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <FooterButton icon={keyboardArrowUpIcon} onClick={goTop}>
      Back to top
    </FooterButton>
  );
}
