import { screen } from '@testing-library/react';
import { DialogSubmit, FormDialog, FormDialogFrame } from '@/components/form/form-dialog';
import { renderWithProviders } from '../../render';

describe('FormDialog', () => {
  it('is named by its title and closes only by Close or Cancel, never by Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog open title="Add a car" onClose={onClose} onSubmit={() => undefined}>
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add a car' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('submits with Enter in a field, and not while busy', async () => {
    const onSubmit = jest.fn();
    const view = renderWithProviders(
      <FormDialog
        open
        title="Add a car"
        onClose={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Save"
      >
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Model' }), 'X{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.rerender(
      <FormDialog open title="Add a car" onClose={() => undefined} onSubmit={onSubmit} busy>
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await view.user.type(screen.getByRole('textbox', { name: 'Model' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows its own actions instead of Cancel and Submit when given', () => {
    renderWithProviders(
      <FormDialog
        open
        title="Wizard"
        onClose={() => undefined}
        onSubmit={() => undefined}
        actions={<button type="button">Next</button>}
      >
        step
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('FormDialogFrame', () => {
  it("gives its form the title's id and stays mounted while closed when asked", () => {
    const form = (titleId: string) => (
      <form aria-labelledby={titleId}>
        <input aria-label="Kept" defaultValue="typed" />
        <DialogSubmit busy />
      </form>
    );
    const view = renderWithProviders(
      <FormDialogFrame open title="Contact us" onClose={() => undefined} keepMounted>
        {form}
      </FormDialogFrame>,
    );
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    view.rerender(
      <FormDialogFrame open={false} title="Contact us" onClose={() => undefined} keepMounted>
        {form}
      </FormDialogFrame>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByDisplayValue('typed')).toBeInTheDocument();
  });
});
