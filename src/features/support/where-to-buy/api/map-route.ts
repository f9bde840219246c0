/**
 * `GET /api/where-to-buy-map`: the where-to-buy page's world map, as SVG (image/svg+xml), with
 * the countries of business_all that have dealers marked and linked (../map-markup.ts). The
 * site's own route, so the map's paths are neither in the page's HTML nor in its props: the
 * browser fetches it once the page is up and caches it. The page's address for it carries a
 * version of what it shows (`?v=`), which the route does not need to read. The API failing
 * is 502; no country with dealers is 404 (the page then asks for no map).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { drawWorldMap } from '@/lib/geo/world-map';
import { dealerMapMarkup } from '../map-markup';
import { fetchBusinessAll, listedCountries } from './get-where-to-buy';

/** A browser keeps the map for 5 minutes, a shared cache serves an older one for a day while it asks again. */
export const MAP_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400';

/** The map's markup for the dealers business_all lists now ('' when none has a country). */
export async function whereToBuyMapSvg(): Promise<string> {
  const countries = listedCountries(await fetchBusinessAll());
  if (countries.length === 0) return '';
  return dealerMapMarkup(await drawWorldMap(countries.map((country) => country.choice)), countries);
}

export async function whereToBuyMapHandler(
  req: NextApiRequest,
  res: NextApiResponse<string>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).send('Use GET');
    return;
  }
  let svg: string;
  try {
    svg = await whereToBuyMapSvg();
  } catch (error) {
    console.warn('where-to-buy map: the dealers could not be read', error);
    res.setHeader('Cache-Control', 'no-store');
    res.status(502).send('The map could not be drawn');
    return;
  }
  if (!svg) {
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).send('No country has dealers');
    return;
  }
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', MAP_CACHE_CONTROL);
  res.status(200).send(svg);
}
