import { countryCode, numericCode } from '@/lib/geo/country-codes';
import { PathWriter, ringPath } from '@/lib/geo/svg-path';
import { drawWorldMap, MAP_WIDTH } from '@/lib/geo/world-map';

describe('country names to codes', () => {
  it.each([
    ['Germany', 'DE'],
    ['united states', 'US'],
    ['Czech Republic', 'CZ'],
    ['South Korea', 'KR'],
    ['Turkey', 'TR'],
    ['United Kingdom', 'GB'],
    ['Vietnam', 'VN'],
    [' Singapore ', 'SG'],
  ])('%s → %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it('knows no made-up name', () => {
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
  });

  it('gives the numeric code of the geometry, for two-letter codes only', () => {
    expect(numericCode('DE')).toBe('276');
    expect(numericCode('12')).toBeNull();
    expect(numericCode('ZZ')).toBeNull();
  });
});

describe('compact SVG paths', () => {
  it('writes a ring with relative steps and no separator before a minus', () => {
    expect(
      ringPath([
        [10, 20],
        [13, 19],
        [15, 19],
        [10, 25],
      ]),
    ).toBe('M10,20l3-1,2,0-5,6z');
  });

  it('leaves out a ring of fewer than three points', () => {
    expect(
      ringPath([
        [1, 1],
        [2, 2],
      ]),
    ).toBe('');
  });

  it('rounds to whole units and drops repeated points and the closing one', () => {
    const writer = new PathWriter();
    writer.beginPath();
    writer.moveTo(0.2, 0.4);
    writer.lineTo(0.4, 0.1); // the same point, rounded
    writer.lineTo(4.6, 0);
    writer.lineTo(5, 3.2);
    writer.lineTo(0, 0);
    writer.closePath();
    writer.moveTo(50, 50);
    writer.lineTo(50.2, 50.3); // collapses to one point: too small to draw
    writer.closePath();
    expect(writer.toString()).toBe('M0,0l5,0,0,3z');
  });
});

describe('the world map', () => {
  it('marks the countries asked, with a dot for those too small to see', async () => {
    const map = await drawWorldMap(['DE', 'SG', 'US', '17', 'ZZ']);
    expect(map.width).toBe(MAP_WIDTH);
    // Natural Earth without Antarctica: about twice as wide as high.
    expect(map.height).toBeGreaterThan(300);
    expect(map.height).toBeLessThan(450);
    expect(map.countries.map((country) => country.code)).toEqual(['DE', 'SG', 'US']);
    const [germany, singapore, states] = map.countries;
    expect(germany?.d).toMatch(/^M\d+,\d+l[-\d,]+z/);
    expect(germany?.dot).toBeNull();
    // Singapore is not in the 1:110m data: a dot, placed from the finer geometry.
    expect(singapore?.d).toBe('');
    expect(singapore?.dot?.x).toBeGreaterThan(MAP_WIDTH / 2);
    expect(singapore?.dot?.y).toBeGreaterThan(map.height / 3);
    // Alaska and Hawaii: several rings.
    expect(states?.d.match(/M/g)?.length).toBeGreaterThan(3);
    // Germany is east of the United States, inside the map.
    const x = (d: string) => Number(/^M(\d+)/.exec(d)?.[1]);
    expect(x(germany?.d ?? '')).toBeGreaterThan(x(states?.d ?? ''));
  });

  it('draws the rest of the world as one path, without the marked countries', async () => {
    const none = await drawWorldMap([]);
    const some = await drawWorldMap(['DE', 'FR']);
    expect(none.countries).toEqual([]);
    expect(none.land.length).toBeGreaterThan(5_000);
    // Small enough for the page's HTML.
    expect(none.land.length).toBeLessThan(25_000);
    expect(some.land).not.toBe(none.land);
  });
});
