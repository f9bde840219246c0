import { screen, waitFor } from '@testing-library/react';
import { SessionBootstrap } from '@/features/shell/components/session-bootstrap';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

const user_find = { uId: 3, uName: 'Google User', uEmail: 'g@example.com', uPicture: '' };

describe('session start-up', () => {
  it('keeps ?code= on the home page as the token, fetches user info and cleans the URL', async () => {
    const fetchMock = mockFetch({ '/api/user/user_find': { code: 200, msg: 'ok', user_find } });
    const { router } = renderWithProviders(<SessionBootstrap />, {
      route: '/?code=google-token',
      pathname: '/[[...slug]]',
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('google-token'));
    expect(router.replace).toHaveBeenCalledWith('/', undefined, { shallow: true });
    await waitFor(() => expect(localStorage.getItem('userInfo')).toContain('Google User'));
    expect(callsTo(fetchMock, '/api/user/user_find')).toHaveLength(1);
  });

  it('ignores ?code= on other pages', async () => {
    mockFetch({});
    const { router } = renderWithProviders(<SessionBootstrap />, {
      route: '/association?code=YWJj',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('fetches no user info without a token', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<SessionBootstrap />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
