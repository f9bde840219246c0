import {
  MAX_KEYWORD_LENGTH,
  nextListHref,
  parseChoice,
  parseKeyword,
  parseListUrl,
  parsePage,
  samePath,
} from '@/lib/list-query';

describe('parsePage', () => {
  it('reads a positive whole number', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(' 14 ')).toBe(14);
    expect(parsePage('007')).toBe(7);
    expect(parsePage(['3', '5'])).toBe(3);
  });

  it('is 1 for anything else', () => {
    for (const value of [undefined, null, '', 'abc', '0', '-2', '1.5', '2abc', '1e3', ' ', []]) {
      expect(parsePage(value)).toBe(1);
    }
    expect(parsePage('99999999999999999999999')).toBe(1);
  });
});

describe('parseKeyword', () => {
  it('trims the keyword', () => {
    expect(parseKeyword('  code reader ')).toBe('code reader');
    expect(parseKeyword(['obd2', 'other'])).toBe('obd2');
  });

  it('is empty for none or blanks', () => {
    expect(parseKeyword(undefined)).toBe('');
    expect(parseKeyword(null)).toBe('');
    expect(parseKeyword('   ')).toBe('');
  });

  it('keeps at most the maximum length, without a trailing blank', () => {
    expect(parseKeyword('x'.repeat(150))).toHaveLength(MAX_KEYWORD_LENGTH);
    expect(parseKeyword('abc def', 4)).toBe('abc');
  });
});

describe('parseChoice', () => {
  const sorts = ['popular', 'recent'] as const;

  it('answers the choice as it is spelt, whatever the case', () => {
    expect(parseChoice('recent', sorts, 'popular')).toBe('recent');
    expect(parseChoice(' RECENT ', sorts, 'popular')).toBe('recent');
    expect(parseChoice('bmw', ['Audi', 'BMW'], '')).toBe('BMW');
  });

  it('falls back on an unknown or missing value', () => {
    expect(parseChoice('cheapest', sorts, 'popular')).toBe('popular');
    expect(parseChoice(undefined, sorts, 'popular')).toBe('popular');
    expect(parseChoice('', ['BMW'], '')).toBe('');
  });
});

describe('parseListUrl', () => {
  it('splits path and query and drops the hash', () => {
    const url = parseListUrl('/blogs?page=2&keyword=a+b#top');
    expect(url.path).toBe('/blogs');
    expect(url.params.get('page')).toBe('2');
    expect(url.params.get('keyword')).toBe('a b');
  });

  it('reads an address with no query', () => {
    expect(parseListUrl('/products/code-reader').path).toBe('/products/code-reader');
    expect(parseListUrl('/products#list').params.toString()).toBe('');
    expect(parseListUrl('?page=2').path).toBe('/');
  });
});

describe('samePath', () => {
  it('ignores case, trailing slashes and percent-encoding', () => {
    expect(samePath('/products/Code-Reader/', '/products/code-reader')).toBe(true);
    expect(samePath('/products/caf%C3%A9', '/products/café')).toBe(true);
    expect(samePath('/', '')).toBe(true);
    expect(samePath('/products', '/products/code-reader')).toBe(false);
  });
});

describe('nextListHref', () => {
  const at = (asPath: string) => parseListUrl(asPath);

  it('sets a parameter and keeps the others where they are', () => {
    expect(nextListHref(at('/blogs?ref=mail&page=2&x=1'), { page: 3 })).toBe(
      '/blogs?ref=mail&page=3&x=1',
    );
    expect(nextListHref(at('/blogs?ref=mail'), { keyword: 'battery tester' })).toBe(
      '/blogs?ref=mail&keyword=battery+tester',
    );
  });

  it('leaves page 1, empty values and nulls out of the address', () => {
    expect(nextListHref(at('/blogs?page=2'), { page: 1 })).toBe('/blogs');
    expect(nextListHref(at('/blogs?keyword=x&page=2'), { keyword: '', page: null })).toBe('/blogs');
    expect(nextListHref(at('/blogs?keyword=x'), { keyword: undefined })).toBe('/blogs');
  });

  it('leaves out the given defaults too', () => {
    const defaults = { sort: 'popular' };
    expect(nextListHref(at('/fs?sort=recent'), { sort: 'popular' }, { defaults })).toBe('/fs');
    expect(nextListHref(at('/fs'), { sort: 'recent', class: 'basic' }, { defaults })).toBe(
      '/fs?sort=recent&class=basic',
    );
  });

  it('moves to another path with the query', () => {
    expect(
      nextListHref(at('/products?page=2&ref=mail'), { page: null }, { path: '/products/tpms' }),
    ).toBe('/products/tpms?ref=mail');
    expect(nextListHref(at('/products'), {}, { path: '/products/tpms' })).toBe('/products/tpms');
  });

  it('is null when the address would not change', () => {
    expect(nextListHref(at('/blogs?page=2'), { page: 2 })).toBeNull();
    expect(nextListHref(at('/blogs'), { page: 1, keyword: '' })).toBeNull();
    expect(nextListHref(at('/blogs?keyword=a%20b'), { keyword: 'a b' })).toBeNull();
    expect(nextListHref(at('/products?page=2'), {}, { path: '/products' })).toBeNull();
  });

  it('turns a repeated parameter into one', () => {
    expect(nextListHref(at('/blogs?page=2&page=5'), { page: 2 })).toBe('/blogs?page=2');
  });
});
