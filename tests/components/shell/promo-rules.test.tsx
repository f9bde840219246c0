/**
 * No promotion in the customer area, none over a form the visitor is filling in,
 * none past the end date its text states.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { buildConfigBlock, buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';

const popup = buildConfigBlock(33, { title: 'Join our mailing list' });
const rightBox = buildConfigBlock(35, { title: 'Free shipping' });

/** Lets lazily loaded overlays (next/dynamic) resolve before asserting they are absent. */
async function settle(text: string) {
  await screen.findByText(text);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('promotions', () => {
  it('show none in the customer area', async () => {
    renderWithProviders(<p>Account page</p>, {
      site: buildSite({ popup, rightBox }),
      route: '/personal-center/membership',
    });
    await settle('Account page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Free shipping' })).not.toBeInTheDocument();
  });

  it('keep the popup away while the focus is in a page form, and show it after', async () => {
    renderWithProviders(
      <form aria-label="Contact">
        <label>
          Name <input />
        </label>
      </form>,
      { site: buildSite({ popup }) },
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    await settle('Name');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.focusOut(name, { relatedTarget: null });
    name.blur();
    expect(await screen.findByRole('dialog', { name: 'Join our mailing list' })).toBeVisible();
  });

  it('keep the side tab away while a form dialog is open', async () => {
    function DialogHost() {
      const [open, setOpen] = useState(true);
      return (
        <FormDialog open={open} title="Add a car" onClose={() => setOpen(false)}>
          <p>Dialog body</p>
        </FormDialog>
      );
    }
    const { user } = renderWithProviders(<DialogHost />, { site: buildSite({ rightBox }) });
    await settle('Dialog body');
    expect(
      screen.queryByRole('complementary', { name: 'Free shipping', hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('complementary', { name: 'Free shipping' })).toBeVisible();
  });

  it('hide a promotion past the end date its text states, show one before it', async () => {
    const past = buildConfigBlock(35, { title: 'Old offer', subtitle: 'Ends June 30, 2020' });
    renderWithProviders(<p>Home</p>, { site: buildSite({ rightBox: past }) });
    await settle('Home');
    expect(screen.queryByRole('complementary', { name: 'Old offer' })).not.toBeInTheDocument();

    const future = buildConfigBlock(35, { title: 'New offer', subtitle: 'Ends June 30, 2099' });
    renderWithProviders(<p>Later</p>, { site: buildSite({ rightBox: future }) });
    expect(await screen.findByRole('complementary', { name: 'New offer' })).toBeVisible();
  });
});
