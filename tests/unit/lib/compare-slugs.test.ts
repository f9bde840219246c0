import { COMPARE_MAX, compareHref, compareSlug, parseCompareSlugs } from '@/lib/compare-slugs';

describe('compare address: parsing the products parameter', () => {
  it('splits on commas, trims and skips empty entries', () => {
    expect(parseCompareSlugs(' AD900-Pro-Scan-Tool ,, AD500-OBD2-Scanner,')).toEqual({
      slugs: ['AD900-Pro-Scan-Tool', 'AD500-OBD2-Scanner'],
      dropped: [],
    });
  });

  it('keeps a repeated slug once, ignoring case, in first-seen order', () => {
    expect(parseCompareSlugs('B,a,A,b,c').slugs).toEqual(['B', 'a', 'c']);
  });

  it('keeps the first four and lists the rest as dropped', () => {
    expect(COMPARE_MAX).toBe(4);
    expect(parseCompareSlugs('a,b,c,d,e,f')).toEqual({
      slugs: ['a', 'b', 'c', 'd'],
      dropped: ['e', 'f'],
    });
  });

  it('reads a repeated parameter (an array) as one list', () => {
    expect(parseCompareSlugs(['a,b', 'c']).slugs).toEqual(['a', 'b', 'c']);
  });

  it('gives nothing for a missing or empty parameter', () => {
    expect(parseCompareSlugs(undefined)).toEqual({ slugs: [], dropped: [] });
    expect(parseCompareSlugs('')).toEqual({ slugs: [], dropped: [] });
  });

  it('skips entries too long to be a product slug', () => {
    expect(parseCompareSlugs(`${'x'.repeat(201)},a`).slugs).toEqual(['a']);
  });
});

describe('compare address: building it', () => {
  it('lists the slugs with plain commas, each slug encoded', () => {
    expect(compareHref(['AD900-Pro-Scan-Tool', 'Tester&Co'])).toBe(
      '/compare?products=AD900-Pro-Scan-Tool,Tester%26Co',
    );
  });

  it('is the bare page without products', () => {
    expect(compareHref([])).toBe('/compare');
  });

  it('round-trips: what it builds parses back to the same slugs', () => {
    const slugs = ['AD900-Pro-Scan-Tool', 'AD500-OBD2-Scanner', 'Tester&Co'];
    const query = new URL(compareHref(slugs), 'http://localhost').searchParams.get('products');
    expect(parseCompareSlugs(query ?? undefined).slugs).toEqual(slugs);
  });

  it('uses the product page slug (spaces as hyphens)', () => {
    expect(compareSlug('  AD900 Pro  Scan Tool ')).toBe('AD900-Pro-Scan-Tool');
  });
});
