import { act, screen, waitFor, within } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite } from '../../factories/site';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

describe('mobile menu', () => {
  it('opens one sub-menu at a time and closes on route change', async () => {
    const { user, router } = renderWithProviders(<Header site={buildSite()} />, { width: 800 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Mobile' });

    const products = within(nav).getByRole('button', { name: 'Products sub-menu' });
    const support = within(nav).getByRole('button', { name: 'Support sub-menu' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Code Reader' })).toBeInTheDocument();

    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Code Reader' })).not.toBeInTheDocument(),
    );

    // Guests are offered sign-in, not the account area.
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Personal Center' })).not.toBeInTheDocument();

    act(() => router.events.emit('routeChangeStart', '/support', { shallow: false }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  });

  it('puts Sign Out under Personal Center when signed in', async () => {
    localStorage.setItem('token', 't1');
    mockFetch({
      '/api/user/user_find': {
        code: 200,
        msg: 'ok',
        user_find: { uId: 1, uName: 'A', uEmail: 'a@b.c', uPicture: '' },
      },
    });
    const { user } = renderWithProviders(<Header site={buildSite()} />, { width: 800 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(nav).getByRole('button', { name: 'Personal Center sub-menu' }));
    expect(within(nav).getByRole('link', { name: 'User Info' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('dialog', { name: 'Tips' })).toBeInTheDocument();
  });
});
