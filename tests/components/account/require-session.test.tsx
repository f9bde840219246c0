import { act, screen, waitFor } from '@testing-library/react';
import AccountView from '@/features/account/account-view';
import type { AccountPageProps } from '@/features/account/types';
import { clearSession } from '@/lib/session';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { USER_FIND } from '../auth/fixtures';

const MENU: AccountPageProps['menu'] = [
  { id: 110, name: 'User Info', path: '/personal-center/user-info', introduce: '', children: [] },
  {
    id: 130,
    name: 'Membership',
    path: '/personal-center/membership',
    introduce: '',
    children: [],
  },
];

const ROUTE = '/personal-center/services/garage?page=2';
const LOGIN = '/login?redirect=%2Fpersonal-center%2Fservices%2Fgarage%3Fpage%3D2';

describe('signed-in pages (useRequireSession)', () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    mockFetch({});
    const { router } = renderWithProviders(
      <AccountView id={127} name="Garage" pageId="garage" menu={MENU} />,
      {
        route: ROUTE,
      },
    );
    expect(screen.getByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(LOGIN));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  });

  it('waits until the router is ready (hydration)', async () => {
    mockFetch({});
    const { router } = renderWithProviders(
      <AccountView id={127} name="Garage" pageId="garage" menu={MENU} />,
      {
        route: ROUTE,
        ready: false,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => router.navigate());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(LOGIN));
  });

  it('shows the page to a signed-in customer, and leaves on sign-out', async () => {
    localStorage.setItem('token', 'tok-123');
    mockFetch({
      '/api/UserType/user_type_all': {
        code: 200,
        msg: 'Success',
        user_type_all: [],
        user_type_unlocked: [],
      },
    });
    localStorage.setItem('userInfo', JSON.stringify(USER_FIND.user_find));
    const { router } = renderWithProviders(
      <AccountView id={130} name="Membership" pageId="membership" menu={MENU} />,
      { route: '/personal-center/membership' },
    );
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();

    act(() => clearSession());
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(
        '/login?redirect=%2Fpersonal-center%2Fmembership',
      ),
    );
  });
});
