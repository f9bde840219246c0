import { act, screen } from '@testing-library/react';
import { callApi } from '@/lib/api-client';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { get as getEntry } from '@/contract/vendor-endpoints/endpoint';

describe('API error listener', () => {
  it('shows an auth error and sends the visitor to /login, to come back after sign-in', async () => {
    localStorage.setItem('token', 'expired');
    mockFetch({
      '/api/user/user_find': { code: 10003, msg: 'Login expired, please sign in again' },
    });
    const { router } = renderWithProviders(<p>Account page</p>, {
      route: '/personal-center/user-info',
    });

    await act(async () => {
      await callApi(getEntry('/api/user/user_find')).catch(() => undefined);
    });

    expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fpersonal-center%2Fuser-info');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login expired, please sign in again',
    );
    // An error says its message alone: only warnings are titled Tips (docs/copy.md).
    expect(screen.queryByText('Tips')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a business error as a warning without navigating', async () => {
    mockFetch({ '/api/goods/goods_all': { code: 400, msg: 'Unknown category' } });
    const { router } = renderWithProviders(<p>Products</p>, { route: '/products' });

    await act(async () => {
      await callApi(getEntry('/api/goods/goods_all')).catch(() => undefined);
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown category');
    expect(alert.className).toMatch(/Warning/i);
    // The spec titles a warning toast Tips.
    expect(alert).toHaveTextContent(/^TipsUnknown category$/);
    expect(router.push).not.toHaveBeenCalled();
  });
});
