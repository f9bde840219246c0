import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { DeferredForm, type LiveFormProps, readForm } from '@/components/deferred-form';

function Fields({
  values,
  onChange,
}: {
  values?: Record<string, string | boolean>;
  onChange?: (name: string, value: string | boolean) => void;
}) {
  const controlled = values !== undefined;
  return (
    <>
      <label htmlFor="first">First name</label>
      <input
        id="first"
        name="first"
        {...(controlled
          ? {
              value: String(values.first ?? ''),
              onChange: (e) => onChange?.('first', e.target.value),
            }
          : {})}
      />
      <label htmlFor="agree">I agree</label>
      <input
        id="agree"
        name="agree"
        type="checkbox"
        {...(controlled
          ? {
              checked: Boolean(values.agree),
              onChange: (e) => onChange?.('agree', e.target.checked),
            }
          : {})}
      />
      <button type="submit">Send</button>
    </>
  );
}

const received: LiveFormProps[] = [];

function LiveForm(props: LiveFormProps) {
  received.push(props);
  const [values, setValues] = useState(props.initialValues);
  return (
    <form aria-label="live">
      <Fields values={values} onChange={(name, value) => setValues({ ...values, [name]: value })} />
      {props.submitNow && <p>sent at once</p>}
    </form>
  );
}

function deferred() {
  let resolve: (form: ComponentType<LiveFormProps>) => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<ComponentType<LiveFormProps>>((done) => {
        resolve = done;
      }),
  );
  return { load, resolve: (form: ComponentType<LiveFormProps>) => resolve(form) };
}

beforeEach(() => {
  received.length = 0;
  // Not idle yet: only a touch of the form loads it.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});

afterEach(() => {
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

describe('DeferredForm', () => {
  it('reads every named field of a form, checkboxes as booleans', () => {
    const { container } = render(
      <form>
        <Fields />
      </form>,
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    expect(readForm(container.querySelector('form'))).toEqual({ first: 'Ada', agree: true });
  });

  it('loads the live form at the first touch, keeping what was typed and the focus', async () => {
    const { load, resolve } = deferred();
    render(<DeferredForm fields={<Fields />} load={load} aria-label="static" />);
    expect(load).not.toHaveBeenCalled();

    const first = screen.getByLabelText('First name');
    first.focus();
    fireEvent.focus(first);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(first, { target: { value: 'Grace' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    await act(async () => resolve(LiveForm));

    expect(await screen.findByRole('form', { name: 'live' })).toBeInTheDocument();
    expect(received[0]).toEqual({
      initialValues: { first: 'Grace', agree: true },
      submitNow: false,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the visitor submitted before the live form arrived', async () => {
    const { load, resolve } = deferred();
    render(<DeferredForm fields={<Fields />} load={load} aria-label="static" />);
    fireEvent.submit(screen.getByRole('form', { name: 'static' }));
    await act(async () => resolve(LiveForm));
    expect(await screen.findByText('sent at once')).toBeInTheDocument();
  });

  it('keeps what is typed and a submit pressed after the code arrived, before it shows', async () => {
    // The gap a fast visitor (or a test driver) hits: the live form's code has arrived and
    // the form was read, but React has not rendered the live form yet.
    const { load, resolve } = deferred();
    render(<DeferredForm fields={<Fields />} load={load} aria-label="static" />);
    const first = screen.getByLabelText('First name');
    fireEvent.focus(first);
    resolve(LiveForm);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByRole('form', { name: 'static' })).toBeInTheDocument();
    fireEvent.input(first, { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'static' }));
    await act(async () => {});
    expect(await screen.findByRole('form', { name: 'live' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByText('sent at once')).toBeInTheDocument();
  });

  it('loads by itself once the page is idle', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const { load, resolve } = deferred();
    render(<DeferredForm fields={<Fields />} load={load} aria-label="static" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await act(async () => resolve(LiveForm));
    expect(await screen.findByRole('form', { name: 'live' })).toBeInTheDocument();
  });
});
