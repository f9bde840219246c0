import { screen, within } from '@testing-library/react';
import MembershipView from '@/features/account/membership/membership-view';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { signIn } from './fixtures';

const TYPES = [
  {
    user_type_id: 1,
    user_type_name: 'DIY Car Owner',
    user_type_picture: '/uploads/membership/diy.svg',
    user_type_introduce: 'Guides and tools for your own car.',
    user_type_path: '/blogs',
    unlocked: 1 as const,
  },
  {
    user_type_id: 4,
    user_type_name: 'Dealer / Distributor',
    user_type_picture: '/uploads/membership/dealer.svg',
    user_type_introduce: 'Sell our tools in your region.',
    user_type_path: '/partnership/become-a-distributor',
    unlocked: 0 as const,
  },
];

describe('membership', () => {
  it('shows the stored customer, the unlocked types and every type with its label and path', async () => {
    signIn();
    mockFetch({
      '/api/UserType/user_type_all': {
        code: 200,
        msg: 'Success',
        user_type_all: TYPES,
        user_type_unlocked: [TYPES[0]],
      },
    });
    renderWithProviders(<MembershipView />);
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();

    const unlocked = await screen.findByRole('list', { name: 'Unlocked membership' });
    expect(
      within(unlocked)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['DIY Car Owner']);

    const diy = screen.getByRole('link', { name: 'DIY Car Owner: Unlocked' });
    expect(diy).toHaveAttribute('href', '/blogs');
    expect(diy).toHaveTextContent('Unlocked');
    const dealer = screen.getByRole('link', { name: 'Dealer / Distributor: Unlock now' });
    expect(dealer).toHaveAttribute('href', '/partnership/become-a-distributor');
    expect(dealer).toHaveTextContent('Unlock now');
    expect(screen.getByRole('img', { name: 'Dealer / Distributor' })).toBeInTheDocument();
    expect(screen.getByText('Sell our tools in your region.')).toBeInTheDocument();
  });

  it('shows the server msg as a warning when the load is refused', async () => {
    signIn();
    mockFetch({ '/api/UserType/user_type_all': { code: 403, msg: 'Membership is unavailable' } });
    renderWithProviders(<MembershipView />);
    expect(await screen.findByText('Membership is unavailable')).toBeInTheDocument();
  });
});
