/**
 * The world map's markup (src/lib/geo/world-map-svg.ts), parsed as the browser parses the
 * page's HTML.
 */
import { drawWorldMap, type WorldMapShape } from '@/lib/geo/world-map';
import { DOT_RADIUS, escapeXml, type MapLink, worldMapSvg } from '@/lib/geo/world-map-svg';

describe('the world map as markup', () => {
  const shape: WorldMapShape = {
    width: 800,
    height: 400,
    land: 'M0,0l10,0,0,10z',
    countries: [
      { code: 'DE', d: 'M400,100l5,0,0,5z', dot: null },
      { code: 'SG', d: '', dot: { x: 600, y: 250 } },
      { code: 'FR', d: 'M390,110l4,0,0,4z', dot: null },
    ],
  };
  const links: Record<string, MapLink> = {
    DE: { href: '?country=DE', label: 'Germany, 2 dealers' },
    SG: { href: '?country=SG', label: 'Singapore <"&\'>, 1 dealer' },
  };
  const parse = (markup: string) => {
    const host = document.createElement('div');
    host.innerHTML = markup;
    return host;
  };

  it('writes the land and one link per country that has one, with its name and title', () => {
    const host = parse(
      worldMapSvg(shape, { label: 'Dealers map', link: (code) => links[code] ?? null }),
    );
    const svg = host.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 800 400');
    expect(svg?.getAttribute('role')).toBe('group');
    expect(svg?.getAttribute('aria-label')).toBe('Dealers map');
    expect(host.querySelector('[data-land]')?.getAttribute('d')).toBe(shape.land);
    expect(host.querySelector('[data-land]')?.getAttribute('aria-hidden')).toBe('true');
    const anchors = [...host.querySelectorAll('a[data-country]')];
    // France has no link: it is left out.
    expect(anchors.map((a) => a.getAttribute('data-country'))).toEqual(['DE', 'SG']);
    expect(anchors[0]?.getAttribute('href')).toBe('?country=DE');
    expect(anchors[0]?.getAttribute('aria-label')).toBe('Germany, 2 dealers');
    expect(anchors[0]?.querySelector('title')?.textContent).toBe('Germany, 2 dealers');
    expect(anchors[0]?.querySelector('path')?.getAttribute('d')).toBe('M400,100l5,0,0,5z');
    expect(anchors[0]?.querySelector('circle')).toBeNull();
    // A country too small for an outline: a dot only.
    expect(anchors[1]?.querySelector('path')).toBeNull();
    const dot = anchors[1]?.querySelector('circle');
    expect([dot?.getAttribute('cx'), dot?.getAttribute('cy'), dot?.getAttribute('r')]).toEqual([
      '600',
      '250',
      String(DOT_RADIUS),
    ]);
  });

  it('escapes names, so a name cannot add markup', () => {
    const markup = worldMapSvg(shape, { label: 'a "map"', link: (code) => links[code] ?? null });
    expect(markup).not.toContain('<"');
    const host = parse(markup);
    expect(host.querySelectorAll('a')).toHaveLength(2);
    expect(host.querySelector('[data-country="SG"]')?.getAttribute('aria-label')).toBe(
      'Singapore <"&\'>, 1 dealer',
    );
    expect(host.querySelector('svg')?.getAttribute('aria-label')).toBe('a "map"');
    expect(escapeXml(`<a href='x'>&</a>`)).toBe('&#60;a href=&#39;x&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('refuses path data that is not path data', () => {
    const bad = { ...shape, land: 'M0,0"/><script>alert(1)</script>' };
    expect(() => worldMapSvg(bad, { label: 'map', link: () => null })).toThrow(/path/);
  });

  it('draws the real map: every country asked that the geometry has is a link', async () => {
    const map = await drawWorldMap(['DE', 'SG', 'US']);
    const host = parse(
      worldMapSvg(map, { label: 'map', link: (code) => ({ href: `?c=${code}`, label: code }) }),
    );
    expect(
      [...host.querySelectorAll('a[data-country]')].map((a) => a.getAttribute('data-country')),
    ).toEqual(['DE', 'SG', 'US']);
    expect(host.querySelector('[data-country="SG"] circle')).not.toBeNull();
  });
});
