import { screen, waitFor, within } from '@testing-library/react';
import { DISCARD_TITLE } from '@/components/form/modal-dialog';
import { useState } from 'react';
import {
  DialogCloseButton,
  DialogSubmit,
  FormDialog,
  FormDialogFrame,
} from '@/components/form/form-dialog';
import { renderWithProviders } from '../../render';
import { clickBackdrop } from './form-helpers';

/** A page with an Add button and its form dialog, whose close empties the field. */
function AddCar({ dirty }: { dirty?: (model: string) => boolean }) {
  const [open, setOpen] = useState(false);
  const [model, setModel] = useState('');
  const close = () => {
    setModel('');
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      <FormDialog
        open={open}
        title="Add a car"
        onClose={close}
        dirty={dirty?.(model)}
        onSubmit={() => undefined}
      >
        <label>
          Maker <input />
        </label>
        <label>
          Model <input value={model} onChange={(event) => setModel(event.target.value)} />
        </label>
      </FormDialog>
    </>
  );
}

const WAYS: [
  name: string,
  close: (user: ReturnType<typeof renderWithProviders>['user']) => Promise<void>,
][] = [
  ['Close', (user) => user.click(within(dialog()).getByRole('button', { name: 'Close' }))],
  ['Cancel', (user) => user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))],
  ['Escape', (user) => user.keyboard('{Escape}')],
];

const dialog = () => screen.getByRole('dialog', { name: 'Add a car' });
const question = () => screen.findByRole('dialog', { name: DISCARD_TITLE });
const noQuestion = () =>
  expect(screen.queryByRole('dialog', { name: DISCARD_TITLE, hidden: true })).toBeNull();
/** Waits until the dialog has gone (hidden: a dialog under the question is aria-hidden). */
const gone = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name, hidden: true })).toBeNull());

describe('FormDialog close request (Close, Cancel, Escape)', () => {
  it.each(WAYS)('%s closes an untouched form at once', async (_name, close) => {
    const { user } = renderWithProviders(<AddCar />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await close(user);
    await gone('Add a car');
    noQuestion();
  });

  it.each(WAYS)(
    '%s with typed input asks: Cancel keeps editing, Discard closes and empties the form',
    async (_name, close) => {
      const { user } = renderWithProviders(<AddCar />);
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const model = within(dialog()).getByRole('textbox', { name: 'Model' });
      await user.type(model, 'A6');
      // The focus leaves the field first, as a click on Close or Cancel takes it.
      within(dialog()).getByRole('textbox', { name: 'Maker' }).focus();

      await close(user);
      const asked = await question();
      expect(asked).toHaveTextContent('Discard what you have typed?');
      await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
      await gone(DISCARD_TITLE);
      // Back in the form, on the field typed in, which holds its input.
      expect(dialog()).toBeVisible();
      await waitFor(() =>
        expect(within(dialog()).getByRole('textbox', { name: 'Model' })).toHaveFocus(),
      );
      expect(within(dialog()).getByRole('textbox', { name: 'Model' })).toHaveValue('A6');

      await close(user);
      await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
      await gone('Add a car');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(within(dialog()).getByRole('textbox', { name: 'Model' })).toHaveValue('');
      // A fresh opening asks nothing until something is typed again.
      await close(user);
      await gone('Add a car');
      noQuestion();
    },
  );

  it('a click on the backdrop neither closes nor asks, typed or not', async () => {
    const { user } = renderWithProviders(<AddCar />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await clickBackdrop();
    expect(dialog()).toBeVisible();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Model' }), 'A6');
    await clickBackdrop();
    expect(dialog()).toBeVisible();
    noQuestion();
    expect(within(dialog()).getByRole('textbox', { name: 'Model' })).toHaveValue('A6');
  });

  it("follows the form's own dirty state when given: typed back to the start closes at once", async () => {
    const { user } = renderWithProviders(<AddCar dirty={(model) => model !== ''} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const model = within(dialog()).getByRole('textbox', { name: 'Model' });
    await user.type(model, 'A6');
    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await gone(DISCARD_TITLE);
    await user.clear(model);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await gone('Add a car');
    noQuestion();
  });

  it("a wizard's own Cancel (DialogCloseButton) asks like Escape", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog
        open
        title="Add a car"
        onClose={onClose}
        actions={
          <>
            <DialogCloseButton />
            <button type="button">Next</button>
          </>
        }
      >
        <label>
          Model <input />
        </label>
      </FormDialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'A6');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

/** An open Add a car dialog with one Model field; its onClose a mock. */
function renderCarDialog() {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <FormDialog open title="Add a car" onClose={onClose} onSubmit={() => undefined}>
      <label>
        Model <input />
      </label>
    </FormDialog>,
  );
  return { onClose, user: view.user };
}

describe('FormDialog', () => {
  it('is named by its title and closes by Close, Cancel and Escape, not by a click outside', async () => {
    const { onClose, user } = renderCarDialog();
    expect(screen.getByRole('dialog', { name: 'Add a car' })).toBeInTheDocument();
    await clickBackdrop();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks before Escape discards what was typed: Cancel keeps it, Discard closes', async () => {
    const { onClose, user } = renderCarDialog();
    const model = screen.getByRole('textbox', { name: 'Model' });
    await user.type(model, 'A6');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    // Our own question, in plain words: not titled with the spec's "Tips".
    expect(question).toHaveAccessibleName('Leave this form?');
    expect(question).toHaveTextContent('Discard what you have typed?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await gone(DISCARD_TITLE);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('A6');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: DISCARD_TITLE });
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
    expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull();
  });
});
