import { bannerAction } from '@/features/catalogue/home/components/banner-action';

describe("a home banner's call to action", () => {
  it('is "Shop now" for a link to the products', () => {
    expect(bannerAction('/products')).toEqual({
      label: 'Shop now',
      href: '/products',
      external: false,
    });
    expect(bannerAction('/products/tpms-service')?.label).toBe('Shop now');
    expect(bannerAction('/products/ad900-pro-scan-tool')?.label).toBe('Shop now');
  });

  it('is "Learn more" for any other page, and opens another site in a new tab', () => {
    expect(bannerAction('/service-center')?.label).toBe('Learn more');
    expect(bannerAction('/products-old')?.label).toBe('Learn more');
    expect(bannerAction('https://example.com/products')).toEqual({
      label: 'Learn more',
      href: 'https://example.com/products',
      external: true,
    });
  });

  it('is none without a link', () => {
    expect(bannerAction('')).toBeNull();
    expect(bannerAction('   ')).toBeNull();
  });
});
