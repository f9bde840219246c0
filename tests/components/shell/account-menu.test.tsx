import { screen, waitFor, within } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite, PERSONAL_ENTRY } from '../../factories/site';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

const TOKEN = 'token-abc';
const user_find = { uId: 7, uName: 'Dana Driver', uEmail: 'dana@example.com', uPicture: '' };

function signIn() {
  localStorage.setItem('token', TOKEN);
  return mockFetch({
    '/api/user/user_find': { code: 200, msg: 'ok', user_find },
    '/api/user/check_logout': { code: 200, msg: 'Signed out', data: { code: 200 } },
  });
}

describe('avatar menu', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { user, router } = renderWithProviders(<Header site={buildSite()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.push).toHaveBeenCalledWith('/login');
  });

  it('shows the first Personal Center page and Sign Out when signed in', async () => {
    const fetchMock = signIn();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: PERSONAL_ENTRY.name })).toHaveAttribute(
      'href',
      PERSONAL_ENTRY.path,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Membership' })).not.toBeInTheDocument();

    // User info was fetched with the token and cached locally.
    await waitFor(() => expect(localStorage.getItem('userInfo')).toContain('Dana Driver'));
    const [[, init]] = callsTo(fetchMock, '/api/user/user_find');
    expect(new Headers(init?.headers as Record<string, string>).get('Authorization')).toBe(TOKEN);
  });

  it('signs out after YES in the "Tips" dialog', async () => {
    const fetchMock = signIn();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tips' });
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(callsTo(fetchMock, '/api/user/check_logout')).toHaveLength(1);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the session after NO', async () => {
    const fetchMock = signIn();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tips' });
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(callsTo(fetchMock, '/api/user/check_logout')).toHaveLength(0);
  });

  it('ignores a failing sign-out request silently', async () => {
    localStorage.setItem('token', TOKEN);
    mockFetch({
      '/api/user/user_find': { code: 200, msg: 'ok', user_find },
      '/api/user/check_logout': { code: 500, msg: 'Nope' },
    });
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
