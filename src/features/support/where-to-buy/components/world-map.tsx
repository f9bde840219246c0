import { useEffect, useRef } from 'react';
import styles from './world-map.module.css';

/** The map's links: one per country with dealers (src/lib/geo/world-map-svg.ts writes them). */
const COUNTRY_LINK = 'a[data-country]';

/**
 * The world map as SVG markup (../map-markup.ts writes it from the page's props, on the server
 * and in the browser alike): the countries with dealers marked, each a link (`?country=DE`)
 * that chooses it, reached by Tab like any link and named by its country and dealers. The
 * chosen country stands out (`aria-current`); countries the other filters leave out are
 * dimmed (`data-dimmed`).
 *
 * The markup goes in as HTML: it is the site's own SVG, built from the map geometry with every
 * name escaped, not HTML from the API (that goes through the sanitizer). So React does not
 * hydrate its hundreds of elements (it keeps the server's markup, the same string); this
 * component only sets the two state attributes on the links and listens for clicks on the
 * container (Enter on a focused link clicks it too).
 */
export function WorldMap({
  svg,
  chosen,
  shown,
  onChoose,
}: {
  /** The map's markup. */
  svg: string;
  /** The chosen country's code ('' for none). */
  chosen: string;
  /** The choices of the countries the current filters list (null: all of them). */
  shown: ReadonlySet<string> | null;
  onChoose: (choice: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);

  useEffect(() => {
    const links = container.current?.querySelectorAll(COUNTRY_LINK) ?? [];
    for (const link of links) {
      const code = link.getAttribute('data-country') ?? '';
      if (code === chosen) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
      link.toggleAttribute('data-dimmed', shown !== null && !shown.has(code));
    }
  }, [svg, chosen, shown]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // A new tab or window keeps the link's own behaviour.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(COUNTRY_LINK) : null;
      const code = link?.getAttribute('data-country');
      if (!code) return;
      event.preventDefault();
      choose.current(code);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return <div ref={container} className={styles.map} dangerouslySetInnerHTML={{ __html: svg }} />;
}
