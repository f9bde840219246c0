import { toRegisterBody } from '@/features/auth/api/check-register';
import type { SignUpValues } from '@/features/auth/types';
/**
 * Every rule and message of the four forms (docs/copy.md). Each case is checked the
 * way formik reports it (all errors, empty text as absent, the first message per field) and
 * the way a server would (yup with abortEarly: the first failing rule).
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import {
  AUTH_MESSAGES as MSG,
  bindSchema,
  emailSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
} from '@/features/auth/schema';

type Values = Record<string, unknown>;

const STRONG = 'Demo@12345';

const SIGN_IN: Values = { uEmail: 'demo@example.com', uPassword: 'anything' };
const RESET: Values = {
  uEmail: 'demo@example.com',
  uCode: '123456',
  uPassword: STRONG,
  uRePassword: STRONG,
};
const SIGN_UP: Values = { ...RESET, uTypeId: '2', checkedAgreement: true };

/** formik's view: the first message of each field. */
async function formErrors(schema: AnyObjectSchema, values: Values): Promise<Values> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** A server's view: the first failing rule of the field. */
async function firstError(
  schema: AnyObjectSchema,
  field: string,
  values: Values,
): Promise<string | null> {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

async function expectMessage(
  schema: AnyObjectSchema,
  base: Values,
  field: string,
  value: unknown,
  message: string,
) {
  const values = { ...base, [field]: value };
  expect((await formErrors(schema, values))[field]).toBe(message);
  // Empty text reaches a server as '', not as undefined.
  expect(await firstError(schema, field, values)).toBe(message);
}

describe('sign-in schema', () => {
  it('accepts a filled form', async () => {
    expect(await formErrors(signInSchema, SIGN_IN)).toEqual({});
  });

  it.each([
    ['uEmail', '', MSG.signInEmailRequired],
    ['uEmail', '   ', MSG.signInEmailRequired],
    ['uEmail', undefined, MSG.signInEmailRequired],
    ['uPassword', '', MSG.passwordRequired],
    ['uPassword', undefined, MSG.passwordRequired],
    ['uPassword', 'pass word', MSG.passwordSpaces],
    ['uPassword', ' password', MSG.passwordSpaces],
    ['uPassword', 'pass\tword', MSG.passwordSpaces],
    ['uPassword', 'a'.repeat(16), MSG.passwordTooLong],
  ])('%s = %j gives "%s"', async (field, value, message) => {
    await expectMessage(signInSchema, SIGN_IN, field, value, message);
  });

  it('accepts 15 characters and does not judge the format (the account decides)', async () => {
    expect(await formErrors(signInSchema, { ...SIGN_IN, uPassword: 'a'.repeat(15) })).toEqual({});
    expect(await formErrors(signInSchema, { ...SIGN_IN, uEmail: 'not-an-address' })).toEqual({});
  });

  it('uses the exact words of the spec', () => {
    expect(MSG.signInEmailRequired).toBe('Please Enter Your E-mail address*');
    expect(MSG.passwordRequired).toBe('Please Enter Password*');
    expect(MSG.passwordSpaces).toBe('cannot contain spaces');
  });
});

describe.each([
  ['reset', resetSchema, RESET],
  ['sign-up', signUpSchema, SIGN_UP],
  ['bind', bindSchema, SIGN_UP],
])('%s schema', (_name, schema, base) => {
  it('accepts a filled form', async () => {
    expect(await formErrors(schema, base)).toEqual({});
  });

  it.each([
    ['uEmail', '', MSG.emailRequired],
    ['uEmail', '  ', MSG.emailRequired],
    ['uEmail', 'demo@', MSG.emailInvalid],
    ['uEmail', 'demo example.com', MSG.emailInvalid],
    ['uCode', '', MSG.codeRequired],
    ['uCode', '   ', MSG.codeRequired],
    ['uCode', '123 456', MSG.codeSpaces],
    ['uPassword', '', MSG.passwordRequired],
  ])('%s = %j gives "%s"', async (field, value, message) => {
    await expectMessage(schema, base, field, value, message);
  });

  it.each([
    ['too short', 'Ab@1234'],
    ['too long', 'Abcdefgh@1234567'],
    ['no upper-case letter', 'demo@12345'],
    ['no lower-case letter', 'DEMO@12345'],
    ['no digit', 'Demo@abcde'],
    ['no symbol', 'Demo123456'],
    ['a space', 'Demo @12345'],
    ['a tab', 'Demo\t@12345'],
  ])('refuses a password with %s', async (_case, password) => {
    await expectMessage(
      schema,
      { ...base, uRePassword: password },
      'uPassword',
      password,
      MSG.passwordFormat,
    );
  });

  it.each(['Ab@12345', 'Abcdefg@1234567', 'x_Y9!?#abc'])('accepts the password %s', async (pw) => {
    expect(await formErrors(schema, { ...base, uPassword: pw, uRePassword: pw })).toEqual({});
  });

  it('requires the repeat, refuses a blank one, a different one and a malformed one', async () => {
    await expectMessage(schema, base, 'uRePassword', '', MSG.rePasswordRequired);
    await expectMessage(schema, base, 'uRePassword', undefined, MSG.rePasswordRequired);
    await expectMessage(schema, base, 'uRePassword', '   ', MSG.rePasswordBlank);
    await expectMessage(schema, base, 'uRePassword', 'Other@12345', MSG.rePasswordMismatch);
    // Equal to a malformed password: the format message, as on the password itself.
    await expectMessage(
      schema,
      { ...base, uPassword: 'weak' },
      'uRePassword',
      'weak',
      MSG.passwordFormat,
    );
  });

  it('uses the exact words of the spec', () => {
    expect(MSG.emailRequired).toBe('Please Enter E-mail address*');
    expect(MSG.codeRequired).toBe('Please Enter Verification code*');
    expect(MSG.passwordFormat).toBe(
      'The password consists of 8~15 characters (uppercase and lowercase letters + numbers + symbols)',
    );
    expect(MSG.rePasswordRequired).toBe('Please Enter Password again*');
    expect(MSG.rePasswordBlank).toBe('Please enter the confirmation password');
    expect(MSG.rePasswordMismatch).toBe('The password entered twice is inconsistent');
    expect(MSG.agreement).toBe('Please agree to the agreement');
  });
});

describe.each([
  ['sign-up', signUpSchema],
  ['bind', bindSchema],
])('%s extras', (_name, schema) => {
  it('requires the agreement to be ticked', async () => {
    await expectMessage(schema, SIGN_UP, 'checkedAgreement', false, MSG.agreement);
    await expectMessage(schema, SIGN_UP, 'checkedAgreement', undefined, MSG.agreement);
    expect(MSG.agreement).toBe('Please agree to the agreement');
  });

  it('does not require a user type (the vendor does not require it)', async () => {
    await expect(schema.validate({ ...SIGN_UP, uTypeId: '' })).resolves.toMatchObject({
      uTypeId: '',
    });
  });
});

describe('the address a code is sent to', () => {
  it.each([
    ['', MSG.emailRequired],
    ['demo', MSG.emailInvalid],
    ['demo@example', MSG.emailInvalid],
    ['de mo@example.com', MSG.emailInvalid],
  ])('%j gives "%s"', async (value, message) => {
    await expect(emailSchema.validate(value)).rejects.toThrow(message);
  });

  it('accepts an address, even with spaces around it', async () => {
    await expect(emailSchema.validate(' demo@example.com ')).resolves.toBeTruthy();
  });
});

describe('the sign-up body', () => {
  it('sends no uTypeId when none is chosen, a number when one is', () => {
    const values: SignUpValues = {
      uEmail: 'demo@example.com',
      uCode: '123456',
      uPassword: STRONG,
      uRePassword: STRONG,
      uTypeId: '',
      checkedAgreement: true,
    };
    expect('uTypeId' in toRegisterBody(values)).toBe(false);
    expect(toRegisterBody({ ...values, uTypeId: '3' }).uTypeId).toBe(3);
  });
});
