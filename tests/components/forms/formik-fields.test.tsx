import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormikProps, useFormik } from 'formik';
import { useRef } from 'react';
import { object, string } from 'yup';
import { DialogSubmit } from '@/components/form/form-dialog';
import { FormikSelect, FormikTextField, textOptions } from '@/components/form/formik-fields';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';

interface Values {
  name: string;
  model: string;
  day: string;
  story: string;
}

const schema = object({
  name: string().required('Enter a name'),
  model: string().required('Select a model'),
});

function MuiForm({
  initial = {},
  onNameChange,
  expose,
}: {
  initial?: Partial<Values>;
  onNameChange?: (value: string) => void;
  expose?: (form: FormikProps<Values>) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<Values>({
    initialValues: { name: '', model: '', day: '', story: '', ...initial },
    validationSchema: schema,
    onSubmit: () => undefined,
  });
  expose?.(formik);
  useFocusFirstError(formik, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <FormikTextField formik={formik} name="name" label="Name" required onChange={onNameChange} />
      <FormikSelect
        formik={formik}
        name="model"
        label="Model"
        options={textOptions(['X1', 'X2'])}
        placeholder="Select a model"
      />
      <FormikTextField formik={formik} name="day" label="Day" type="date" />
      <FormikTextField formik={formik} name="story" label="Story" multiline maxLength={50} />
      <DialogSubmit busy={formik.isSubmitting} />
    </form>
  );
}

describe('formik-bound MUI fields (the dialog face of the form kit)', () => {
  it("show the rule's message once the field was left, in the line kept for it", async () => {
    const user = userEvent.setup();
    render(<MuiForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('maxlength', '200');
    expect(name).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByText('Enter a name')).toBeNull();
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("hand a change to the field's own handler instead of formik's when given", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    let form: FormikProps<Values> | undefined;
    render(<MuiForm onNameChange={(value) => changes.push(value)} expose={(f) => (form = f)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(changes).toEqual(['A']);
    expect(form?.values.name).toBe('');
  });

  it('give multi-line fields their limit and dates no text limit', () => {
    render(<MuiForm />);
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('maxlength');
  });

  it('offer the placeholder and the options, and keep a value missing from them', () => {
    render(<MuiForm initial={{ model: 'Z9' }} />);
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(
      Array.from((model as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Select a model', 'X1', 'X2', 'Z9']);
    expect(model).toHaveValue('Z9');
  });

  it('focus the first field with a message after a refused submit', async () => {
    const user = userEvent.setup();
    render(<MuiForm initial={{ name: 'Ada' }} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveFocus());
    expect(screen.getByText('Select a model', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('useFocusFirstError', () => {
  function PickerForm() {
    const formRef = useRef<HTMLFormElement>(null);
    const formik = useFormik({
      initialValues: { when: '' },
      validationSchema: object({ when: string().required('Pick a time') }),
      onSubmit: () => undefined,
    });
    useFocusFirstError(formik, formRef);
    const invalid = Boolean(formik.errors.when && formik.touched.when);
    return (
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        {/* A date-time picker marks its frame, not an input. */}
        <div aria-invalid={invalid || undefined}>
          <span role="spinbutton" tabIndex={0} aria-label="Hours" aria-valuenow={0} />
        </div>
        <button type="submit">Send</button>
      </form>
    );
  }

  it("focuses a picker's first section when the picker is the first field with a message", async () => {
    const user = userEvent.setup();
    render(<PickerForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveFocus());
  });
});
