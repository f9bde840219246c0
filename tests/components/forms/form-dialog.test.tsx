import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DialogSubmit, FormDialog, FormDialogFrame } from '@/components/form/form-dialog';
import { renderWithProviders } from '../../render';

describe('FormDialog', () => {
  it('is named by its title and closes by Close, Cancel and Escape, not by a click outside', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog open title="Add a car" onClose={onClose} onSubmit={() => undefined}>
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add a car' })).toBeInTheDocument();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks before Escape discards what was typed: Cancel keeps it, Discard closes', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog open title="Add a car" onClose={onClose} onSubmit={() => undefined}>
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    const model = screen.getByRole('textbox', { name: 'Model' });
    await user.type(model, 'A6');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Tips' });
    expect(question).toHaveTextContent('Discard what you have typed?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tips' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('A6');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Tips' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
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

  it('closes a kept-mounted form on Escape without asking: its input stays', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialogFrame open title="Contact us" onClose={onClose} keepMounted>
        {() => <input aria-label="Subject" />}
      </FormDialogFrame>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Kept');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Tips' })).toBeNull();
  });
});
