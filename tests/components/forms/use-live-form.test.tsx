import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import type { FormSnapshot } from '@/components/deferred-form';
import { fromSnapshot, useLiveForm } from '@/components/form/use-live-form';

interface Values {
  name: string;
  agree: boolean;
}

const EMPTY: Values = { name: '', agree: false };
const schema = object({ name: string().required('Enter your name') });

function LiveForm({
  snapshot = {},
  submitNow = false,
  onSubmit,
  beforeSubmit,
}: {
  snapshot?: FormSnapshot;
  submitNow?: boolean;
  onSubmit: (values: Values) => void;
  beforeSubmit?: (values: Values) => boolean;
}) {
  const { form, formRef, submit } = useLiveForm<Values>({
    snapshot,
    empty: EMPTY,
    validationSchema: schema,
    submitNow,
    beforeSubmit,
    onSubmit: (values) => onSubmit(values),
  });
  return (
    <form ref={formRef} aria-label="Live" noValidate onSubmit={submit}>
      <label htmlFor="name">Name</label>
      <input
        id="name"
        {...form.getFieldProps('name')}
        aria-invalid={form.errors.name ? true : undefined}
      />
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('fromSnapshot', () => {
  it('takes the texts read and a tick only when it was ticked; other keys are left out', () => {
    expect(fromSnapshot(EMPTY, { name: 'Ada', agree: true, other: 'x' })).toEqual({
      name: 'Ada',
      agree: true,
    });
    expect(fromSnapshot(EMPTY, { name: true, agree: 'on' })).toEqual({ name: '', agree: false });
    expect(fromSnapshot(EMPTY, {})).toEqual(EMPTY);
  });
});

describe('useLiveForm', () => {
  it('starts from the snapshot and sends what it holds', async () => {
    const onSubmit = jest.fn();
    render(<LiveForm snapshot={{ name: 'Ada' }} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', agree: false }));
  });

  it('sends at once, once, when Submit was pressed before it arrived', async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(
      <LiveForm snapshot={{ name: 'Ada' }} submitNow onSubmit={onSubmit} />,
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<LiveForm snapshot={{ name: 'Ada' }} submitNow onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a submit at once with an error shows it and focuses the field', async () => {
    const onSubmit = jest.fn();
    render(<LiveForm submitNow onSubmit={onSubmit} />);
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('beforeSubmit returning false stops the submit before validation', async () => {
    const onSubmit = jest.fn();
    const beforeSubmit = jest.fn(() => false);
    render(<LiveForm onSubmit={onSubmit} beforeSubmit={beforeSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(beforeSubmit).toHaveBeenCalledWith({ name: '', agree: false });
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
