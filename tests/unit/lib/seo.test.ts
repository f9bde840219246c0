import { buildSeo, canonicalUrl, jsonLd, pageTitle } from '@/lib/seo';
import { DEFAULT_SEO } from '@/config/constants';

describe('SEO title rule', () => {
  it('uses the SEO title when there is one', () => {
    expect(pageTitle({ seoTitle: 'Best OBD2 Scanners', name: 'Products' }, 'Diagtools')).toBe(
      'Best OBD2 Scanners',
    );
  });

  it('falls back to the category name plus the site title', () => {
    expect(pageTitle({ seoTitle: '', name: 'Code Reader' }, 'Diagtools')).toBe(
      'Code Reader - Diagtools',
    );
    expect(pageTitle({ seoTitle: '   ', name: 'Code Reader' }, 'Diagtools')).toBe(
      'Code Reader - Diagtools',
    );
  });

  it('uses the site title alone when there is no name', () => {
    expect(pageTitle({}, 'Diagtools')).toBe('Diagtools');
  });
});

describe('buildSeo', () => {
  it('falls back to the default description and keywords', () => {
    const seo = buildSeo({ name: 'Support', path: '/support' }, 'Diagtools');
    expect(seo.description).toBe(DEFAULT_SEO.description);
    expect(seo.keywords).toBe(DEFAULT_SEO.keywords);
    expect(seo.canonical).toBe('http://localhost:3000/support');
  });

  it('keeps the record fields when present', () => {
    const seo = buildSeo(
      { name: 'Support', seoDescription: 'Help', seoKeywords: 'help, faq', path: '/support/' },
      'Diagtools',
    );
    expect(seo).toMatchObject({ description: 'Help', keywords: 'help, faq' });
  });
});

describe('canonicalUrl', () => {
  it('drops the query, the hash and trailing slashes', () => {
    expect(canonicalUrl('/blogs/?page=2#top')).toBe('http://localhost:3000/blogs');
    expect(canonicalUrl('/')).toBe('http://localhost:3000');
  });
});

describe('jsonLd', () => {
  it('escapes < so a value cannot close the script tag', () => {
    const out = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
