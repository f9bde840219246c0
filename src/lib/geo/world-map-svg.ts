/**
 * The world map as SVG markup, written alike on the server and in the browser: the page puts
 * it in as HTML, so the browser does not hydrate hundreds of path elements.
 *
 * Each marked country is a link (`<a href>` inside the SVG: focusable, followed with Enter)
 * carrying `data-country` with its code, so one listener on the map's container serves them
 * all. Every text from outside (names, links) is escaped; the paths are only digits, letters
 * of the path grammar and signs.
 */
import type { WorldMapShape } from './world-map';

/** A dot's radius, in map units: big enough to see and to click on a desktop map. */
export const DOT_RADIUS = 5;

/** What a marked country links to and is named by. */
export interface MapLink {
  href: string;
  /** Its accessible name (and tooltip): the country and what it offers. */
  label: string;
}

/** Text made safe for an XML attribute or element: the five special characters as entities. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A path is drawn only when it is made of the path grammar's characters (ours always is). */
const PATH_DATA = /^[MLHVCSQTAZmlhvcsqtaz\d\s,.\-+e]*$/;

function pathData(d: string): string {
  if (!PATH_DATA.test(d)) throw new Error('world map: a path with characters paths never hold');
  return d;
}

/**
 * The map's markup: the unmarked world as one path (`data-land`), then each marked country
 * that `link` names, as a link. A country `link` gives no link for is left out.
 */
export function worldMapSvg(
  map: WorldMapShape,
  options: { label: string; link: (code: string) => MapLink | null },
): string {
  const countries = map.countries.map((country) => {
    const link = options.link(country.code);
    if (!link) return '';
    const label = escapeXml(link.label);
    const shape = country.d ? `<path d="${pathData(country.d)}"/>` : '';
    const dot = country.dot
      ? `<circle cx="${country.dot.x}" cy="${country.dot.y}" r="${DOT_RADIUS}" data-dot=""/>`
      : '';
    return (
      `<a href="${escapeXml(link.href)}" aria-label="${label}" data-country="${escapeXml(country.code)}">` +
      `<title>${label}</title>${shape}${dot}</a>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" ` +
    `role="group" aria-label="${escapeXml(options.label)}">` +
    `<path d="${pathData(map.land)}" data-land="" aria-hidden="true"/>` +
    `${countries.join('')}</svg>`
  );
}
