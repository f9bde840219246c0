import { screen, waitFor, within } from '@testing-library/react';
import { AccountLayout } from '@/features/account/components/account-layout';
import { renderWithProviders } from '../../render';
import { ACCOUNT_MENU } from './fixtures';
import { linksIn } from '../../helpers/links';

describe('the customer area frame', () => {
  it('builds the side menu from the Personal Center entry and marks the current page', () => {
    renderWithProviders(
      <AccountLayout menu={ACCOUNT_MENU} title="Garage">
        <p>page body</p>
      </AccountLayout>,
      { route: '/personal-center/services/garage?page=2' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Garage' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Personal Center' });
    expect(linksIn(nav)).toEqual([
      ['User Info', '/personal-center/user-info'],
      ['Services', '/personal-center/services'],
      ['Serial Number', '/personal-center/services/serial-number'],
      ['Garage', '/personal-center/services/garage'],
      ['Membership', '/personal-center/membership'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Garage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
  });

  it('opens the menu in a drawer from the Menu button, and closes it on a choice', async () => {
    const { user } = renderWithProviders(
      <AccountLayout menu={ACCOUNT_MENU} title="User Info">
        <p>page body</p>
      </AccountLayout>,
      { route: '/personal-center/user-info', width: 390 },
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('presentation');
    const link = within(drawer).getByRole('link', { name: 'Membership' });
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });
});
