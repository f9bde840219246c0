import { useEffect, useRef, useState } from 'react';
import type { WhereToBuyMap } from '../types';
import styles from './world-map.module.css';

/** The map's links: one per country with dealers (src/lib/geo/world-map-svg.ts writes them). */
const COUNTRY_LINK = 'a[data-country]';

/** The map's markup from the site's map route; rejects when the route fails. */
async function fetchMapSvg(src: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(new URL(src, window.location.origin), {
    headers: { Accept: 'image/svg+xml' },
    signal,
  });
  if (!response.ok) throw new Error(`where-to-buy map: ${response.status}`);
  return response.text();
}

/**
 * The world map, as SVG markup the browser fetches from the site's map route
 * (../api/map-route.ts) once the page is up: the countries with dealers marked, each a link
 * (`?country=DE`) that chooses it, reached by Tab like any link and named by its country and
 * dealers. The chosen country stands out (`aria-current`); countries the other filters leave
 * out are dimmed (`data-dimmed`). The server's HTML holds the map's box only, at the map's
 * shape, so nothing below moves when it arrives; a route that fails leaves the box out (the
 * country select offers the same choice).
 *
 * The markup goes in as HTML: it is the site's own SVG, built from the map geometry with every
 * name escaped, not HTML from the API (that goes through the sanitizer). So React does not
 * render its hundreds of elements; this component only sets the two state attributes on the
 * links and listens for clicks on the container (Enter on a focused link clicks it too).
 */
export function WorldMap({
  map,
  chosen,
  shown,
  onChoose,
}: {
  /** Where the markup is fetched from, and its shape. */
  map: WhereToBuyMap;
  /** The chosen country's code ('' for none). */
  chosen: string;
  /** The choices of the countries the current filters list (null: all of them). */
  shown: ReadonlySet<string> | null;
  onChoose: (choice: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const choose = useRef(onChoose);
  const [svg, setSvg] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);

  useEffect(() => {
    const controller = new AbortController();
    fetchMapSvg(map.src, controller.signal).then(
      (markup) => {
        setSvg(markup);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [map.src]);

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
  }, [failed]);

  if (failed) return null;
  return (
    <div
      ref={container}
      className={styles.map}
      style={{ aspectRatio: `${map.width} / ${map.height}` }}
      data-map-box=""
      aria-busy={svg === ''}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
