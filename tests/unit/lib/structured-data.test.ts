import { SITE_URL } from '@/config/settings';
import { articleJsonLd, breadcrumbJsonLd, plainText, productJsonLd } from '@/lib/structured-data';
import { jsonLd } from '@/lib/seo';

describe('productJsonLd', () => {
  it('names the product with absolute URLs, images and an offer', () => {
    const ld = productJsonLd({
      name: 'AD900 Pro Scan Tool',
      url: '/products/AD900-Pro-Scan-Tool',
      images: ['http://api.test/a.svg', '', 'http://api.test/b.svg'],
      description: 'A scan tool.',
      sku: 1,
      brand: 'Diagtools',
      price: 326.99,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'AD900 Pro Scan Tool',
      url: `${SITE_URL}/products/AD900-Pro-Scan-Tool`,
      image: ['http://api.test/a.svg', 'http://api.test/b.svg'],
      description: 'A scan tool.',
      sku: '1',
      brand: { '@type': 'Brand', name: 'Diagtools' },
      offers: {
        '@type': 'Offer',
        url: `${SITE_URL}/products/AD900-Pro-Scan-Tool`,
        price: '326.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves out what it does not know (no price, no images)', () => {
    const ld = productJsonLd({ name: 'X', url: 'https://example.com/p', images: [], price: null });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'X',
      url: 'https://example.com/p',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: '/' },
      { name: 'Products', url: '/products' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: SITE_URL },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${SITE_URL}/products` },
      ],
    });
  });
});

describe('articleJsonLd', () => {
  it('has headline, author, ISO date, image and url', () => {
    const ld = articleJsonLd({
      title: 'Reading OBD2 codes',
      url: '/blogs/reading-obd2-codes',
      author: 'Ann Lee',
      date: '2026-06-01 10:00:00',
      image: 'http://api.test/a.png',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Reading OBD2 codes',
      url: `${SITE_URL}/blogs/reading-obd2-codes`,
      author: { '@type': 'Person', name: 'Ann Lee' },
      datePublished: '2026-06-01T10:00:00.000Z',
      image: ['http://api.test/a.png'],
    });
  });

  it('keeps a date it cannot parse as given', () => {
    expect(articleJsonLd({ title: 'T', url: '/blogs/t', date: 'soon' }).datePublished).toBe('soon');
  });
});

describe('in the head', () => {
  it('cannot close its script tag', () => {
    const text = jsonLd(productJsonLd({ name: '</script><script>x', url: '/p', images: [] }));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
  });

  it('plainText strips tags for descriptions', () => {
    expect(plainText('<p>A <strong>fast</strong>&nbsp;tool &amp; more</p>')).toBe(
      'A fast tool & more',
    );
  });
});
