import { act, screen, waitFor } from '@testing-library/react';
import AccountPlaceholderView from '@/features/auth/views/account-placeholder-view';
import { clearSession } from '@/lib/session';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { USER_FIND } from './fixtures';

const ROUTE = '/personal-center/services/garage?page=2';
const LOGIN = '/login?redirect=%2Fpersonal-center%2Fservices%2Fgarage%3Fpage%3D2';

describe('signed-in pages (useRequireSession)', () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    mockFetch({});
    const { router } = renderWithProviders(<AccountPlaceholderView id={127} name="Garage" />, {
      route: ROUTE,
    });
    expect(screen.getByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(LOGIN));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('waits until the router is ready (hydration)', async () => {
    mockFetch({});
    const { router } = renderWithProviders(<AccountPlaceholderView id={127} name="Garage" />, {
      route: ROUTE,
      ready: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => router.navigate());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(LOGIN));
  });

  it('shows the page to a signed-in customer, and leaves on sign-out', async () => {
    localStorage.setItem('token', 'tok-123');
    mockFetch({ '/api/user/user_find': USER_FIND });
    const { router } = renderWithProviders(<AccountPlaceholderView id={110} name="User Info" />, {
      route: '/personal-center/user-info',
    });
    expect(await screen.findByText('Signed in as dana@example.com')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();

    act(() => clearSession());
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Fpersonal-center%2Fuser-info'),
    );
  });
});
