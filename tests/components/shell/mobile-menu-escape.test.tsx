/**
 * Escape closes the phone menu however it was opened, also while the menu's own
 * code (loaded on first use) has not arrived yet, as after a quick tap or click; the focus
 * goes back to the toggle. The menu's module is replaced by one that draws nothing: a chunk
 * still on its way.
 */
import { screen } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';

jest.mock('@/features/shell/components/mobile-menu', () => ({ MobileMenu: () => null }));

describe('phone menu and Escape', () => {
  it('closes on Escape before the menu code has loaded, focus on the toggle', async () => {
    const { user } = renderWithProviders(<Header site={buildSite()} />, { width: 390 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape with the focus nowhere in particular', async () => {
    const { user } = renderWithProviders(<Header site={buildSite()} />, { width: 390 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
