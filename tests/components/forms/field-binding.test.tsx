import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormikProps, useFormik } from 'formik';
import { useRef } from 'react';
import { object, string } from 'yup';
import {
  bindCheckbox,
  bindField,
  bindSelect,
  fieldError,
  fieldState,
  MESSAGE_LINE,
  UNCONTROLLED,
} from '@/components/form/field-binding';
import { SubmitButton } from '@/components/form/submit-button';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';

interface Values {
  name: string;
  kind: string;
  note: string;
  agree: boolean;
}

const schema = object({
  name: string().required('Enter your name'),
  kind: string().required('Pick a kind'),
  note: string().required('Write a note'),
});

/** A plain-HTML form bound with the kit, as the public forms are. */
function PlainForm({
  keepLine,
  onPick,
  onSubmit = () => undefined,
  expose,
}: {
  keepLine?: boolean;
  onPick?: (value: string) => void;
  onSubmit?: (values: Values) => void | Promise<void>;
  expose?: (form: FormikProps<Values>) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<Values>({
    initialValues: { name: '', kind: '', note: '', agree: false },
    validationSchema: schema,
    onSubmit,
  });
  expose?.(form);
  useFocusFirstError(form, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit}>
      <TextField label="Name" {...bindField(form, 'name', { keepLine })} />
      <SelectField label="Kind" {...bindSelect(form, 'kind', { keepLine, onPick })}>
        <option value="">Select a kind</option>
        <option value="a">A</option>
      </SelectField>
      <TextAreaField label="Note" {...bindField(form, 'note', { keepLine })} />
      <input type="checkbox" aria-label="Agree" {...bindCheckbox(form, 'agree')} />
      <SubmitButton busy={form.isSubmitting}>Send</SubmitButton>
    </form>
  );
}

describe('field binding (the plain face of the form kit)', () => {
  it("shows no message before a field is touched, and the rule's message once it is left", async () => {
    const user = userEvent.setup();
    render(<PlainForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('name', 'name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your name')).toBeNull();
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name');
  });

  it('keeps an empty message line under every field when asked, none otherwise', () => {
    const { container, unmount } = render(<PlainForm keepLine />);
    expect(container.querySelectorAll('p')).toHaveLength(3);
    expect(container.querySelector('p')?.textContent).toBe(MESSAGE_LINE);
    unmount();
    const bare = render(<PlainForm />);
    expect(bare.container.querySelectorAll('p')).toHaveLength(0);
  });

  it('validates a select on change (not when left) and hands a pick to onPick when given', async () => {
    const user = userEvent.setup();
    const picks: string[] = [];
    let form: FormikProps<Values> | undefined;
    const { unmount } = render(<PlainForm expose={(f) => (form = f)} />);
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'a');
    await waitFor(() => expect(form?.values.kind).toBe('a'));
    expect(form?.touched.kind).toBe(true);
    unmount();
    render(<PlainForm onPick={(value) => picks.push(value)} expose={(f) => (form = f)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'a');
    expect(picks).toEqual(['a']);
    expect(form?.values.kind).toBe('');
  });

  it('binds a tick box to its boolean value', async () => {
    const user = userEvent.setup();
    let form: FormikProps<Values> | undefined;
    render(<PlainForm expose={(f) => (form = f)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await waitFor(() => expect(form?.values.agree).toBe(true));
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
  });

  it('after a refused submit, focuses the first field with a message', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    render(<PlainForm onSubmit={sent} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps the submit busy and disabled while the request runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    render(<PlainForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const button = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('fieldError and fieldState', () => {
  const form = {
    errors: { name: 'Enter your name', kind: 'Pick a kind' },
    touched: { name: true },
  } as unknown as FormikProps<Values>;

  it('give a message only for a touched field with a text error', () => {
    expect(fieldError(form, 'name')).toBe('Enter your name');
    expect(fieldError(form, 'kind')).toBeUndefined();
    expect(fieldState(form, 'name')).toEqual({ error: true, helperText: 'Enter your name' });
    expect(fieldState(form, 'kind')).toEqual({ error: false });
    expect(fieldState(form, 'kind', { keepLine: true })).toEqual({
      error: false,
      helperText: MESSAGE_LINE,
    });
  });

  it('leave the server-rendered fields uncontrolled, with their message line', () => {
    expect(UNCONTROLLED('anything')).toEqual({ helperText: MESSAGE_LINE });
  });
});
