/** The bottom edge of the sticky or fixed site header, 0 when there is none (browser only). */
export function stickyHeaderBottom(): number {
  let bottom = 0;
  for (const header of Array.from(document.querySelectorAll('header'))) {
    const position = window.getComputedStyle(header).position;
    if (position === 'sticky' || position === 'fixed') {
      bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
    }
  }
  return Math.max(0, bottom);
}
