import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/product-card';
import { TextWithPicture } from '@/components/text-with-picture';

const PRODUCT = {
  id: 1,
  title: 'AD900 Pro Scan Tool',
  picture: 'http://localhost:4000/uploads/goods/ad900.svg',
  href: '/products/AD900-Pro-Scan-Tool',
  badge: null,
};

describe('pictures a phone shows first load with the page, the rest lazily', () => {
  it('product cards: lazy by default, with the page and high priority when asked', () => {
    render(
      <>
        <ProductCard product={{ ...PRODUCT, id: 1 }} priority />
        <ProductCard product={{ ...PRODUCT, id: 2, title: 'CR100 Code Reader' }} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'AD900 Pro Scan Tool' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByRole('img', { name: 'CR100 Code Reader' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });

  it('text beside a picture: lazy by default, eager when asked', () => {
    render(
      <>
        <TextWithPicture picture="http://localhost:4000/a.svg" alt="About Diagtools" eager>
          <p>about</p>
        </TextWithPicture>
        <TextWithPicture picture="http://localhost:4000/b.svg" alt="Our history">
          <p>history</p>
        </TextWithPicture>
      </>,
    );
    expect(screen.getByRole('img', { name: 'About Diagtools' })).not.toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(screen.getByRole('img', { name: 'Our history' })).toHaveAttribute('loading', 'lazy');
  });
});
