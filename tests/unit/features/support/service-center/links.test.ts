import { emailAddress, isSitePath, safeHref } from '@/features/support/service-center/links';

describe('links from the CMS', () => {
  it.each([
    'https://dealer.example/shop',
    'http://dealer.example',
    'mailto:support@diagtools.com',
    'tel:+18005550199',
    '/support/tech-support',
  ])('follows %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it('reads a protocol-relative address as https', () => {
    expect(safeHref('//dealer.example')).toBe('https://dealer.example');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'java\tscript:alert(1)',
    '/\\evil.example',
    'relative/path',
    '',
  ])('drops %j', (href) => {
    expect(safeHref(href)).toBe('');
  });

  it('drops nothing given', () => {
    expect(safeHref(null)).toBe('');
    expect(safeHref(undefined)).toBe('');
  });

  it('tells site paths from other links', () => {
    expect(isSitePath('/about-us')).toBe(true);
    expect(isSitePath('//host')).toBe(false);
    expect(isSitePath('https://host')).toBe(false);
  });
});

describe('the e-mail contact', () => {
  it('takes the address of the mailto link', () => {
    expect(emailAddress('mailto:help@diagtools.com?subject=Hi', 'Write to us')).toBe(
      'help@diagtools.com',
    );
    expect(emailAddress('MAILTO:a%2Bb@x.com', '')).toBe('a+b@x.com');
  });

  it('else the name when it is an address', () => {
    expect(emailAddress('https://x.com/contact', ' support@diagtools.com ')).toBe(
      'support@diagtools.com',
    );
  });

  it('is empty when neither names one', () => {
    expect(emailAddress('https://x.com/contact', 'Write to us')).toBe('');
    expect(emailAddress('mailto:', 'E-mail')).toBe('');
  });
});
