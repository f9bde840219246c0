import { screen } from '@testing-library/react';
import { ErrorView } from '@/features/routing/error/error-view';
import { NotFoundView } from '@/features/routing/not-found/not-found-view';
import { renderWithProviders } from '../../render';

describe('NotFoundView', () => {
  it('shows the spec text, the way home and the help links', () => {
    renderWithProviders(<NotFoundView products={[]} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Oops! It seems the page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/support/faqs');
    expect(screen.getByRole('link', { name: 'Video tutorials' })).toHaveAttribute(
      'href',
      '/support/training-center',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the product swiper with one slide per product', () => {
    const products = [1, 2, 3, 4, 5].map((id) => ({
      id,
      title: `Scanner ${id}`,
      href: `/products/Scanner-${id}`,
      picture: `http://localhost:4000/uploads/goods/${id}.svg`,
      badge: null,
    }));
    renderWithProviders(<NotFoundView products={products} />);
    const region = screen.getByRole('region', { name: 'Featured products' });
    expect(region).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Scanner 3/ })).toHaveAttribute(
      'href',
      '/products/Scanner-3',
    );
  });
});

describe('ErrorView', () => {
  it('for 404 shows the generic message and a link home', () => {
    renderWithProviders(<ErrorView statusCode={404} />);
    expect(screen.getByText('This page could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('for another status shows the status and no link home', () => {
    renderWithProviders(<ErrorView statusCode={500} />);
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
  });
});
