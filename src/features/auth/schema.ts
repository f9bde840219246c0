/**
 * The rules of the sign-in, sign-up, reset and bind forms with their messages, word for word
 * (docs/copy.md, typo fixes included). Pure yup, no DOM: the mock API may
 * validate with the same schemas.
 *
 * A field's rules are listed in the order their messages should win: formik shows the first
 * failing one, and so does `validate` with `abortEarly`. Empty and absent values are the same
 * (formik turns '' into undefined before validating).
 */
import type { SignUpValues } from './types';
import * as yup from 'yup';
import { AUTH_MESSAGES } from '@/contract/auth-messages';
import { EMAIL_PATTERN, PASSWORD_LENGTH } from '@/contract/patterns';
import { requiredText } from '@/components/form/rules';

export { AUTH_MESSAGES };

/** 8-15 characters, no whitespace, at least one lower, upper, digit and symbol. */
export const STRONG_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`,
);

const isAbsent = (value: string | undefined | null): value is undefined | null =>
  value === undefined || value === null;

const hasNoSpaces = (value: string | undefined) => isAbsent(value) || !/\s/.test(value);

/** The address a code is sent to, and the e-mail of sign-up, reset and bind. */
export const emailSchema = requiredText(AUTH_MESSAGES.emailRequired, { keepSpaces: true }).test(
  'email',
  AUTH_MESSAGES.emailInvalid,
  (value) => isAbsent(value) || EMAIL_PATTERN.test(value.trim()),
);

const strongPassword = yup
  .string()
  .required(AUTH_MESSAGES.passwordRequired)
  .matches(STRONG_PASSWORD_PATTERN, AUTH_MESSAGES.passwordFormat);

/** Required; blank; the same as uPassword; the same format. */
const repeatPassword = yup
  .string()
  .required(AUTH_MESSAGES.rePasswordRequired)
  .test('blank', AUTH_MESSAGES.rePasswordBlank, (value) => isAbsent(value) || value.trim() !== '')
  .test(
    'same',
    AUTH_MESSAGES.rePasswordMismatch,
    (value, context) =>
      isAbsent(value) || value === (context.parent as { uPassword?: string }).uPassword,
  )
  .matches(STRONG_PASSWORD_PATTERN, AUTH_MESSAGES.passwordFormat);

const code = requiredText(AUTH_MESSAGES.codeRequired, { keepSpaces: true }).test(
  'spaces',
  AUTH_MESSAGES.codeSpaces,
  hasNoSpaces,
);

export const signInSchema = yup.object({
  uEmail: requiredText(AUTH_MESSAGES.signInEmailRequired, { keepSpaces: true }),
  uPassword: yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .test('spaces', AUTH_MESSAGES.passwordSpaces, hasNoSpaces)
    .max(PASSWORD_LENGTH.max, AUTH_MESSAGES.passwordTooLong),
});

export const resetSchema = yup.object({
  uEmail: emailSchema,
  uCode: code,
  uPassword: strongPassword,
  uRePassword: repeatPassword,
});

/**
 * Sign-up: the reset fields, an optional user type (the vendor's rules do not require
 * it: none chosen signs up with the default type) and the agreement (unticked is false).
 */
export const signUpSchema = resetSchema.shape({
  uTypeId: yup.string().default(''),
  checkedAgreement: yup
    .boolean()
    .required(AUTH_MESSAGES.agreement)
    .oneOf([true], AUTH_MESSAGES.agreement),
});

/**
 * Binding an e-mail after Google sign-in: the sign-up rules (docs/copy.md).
 * @alias the bind form's own name for signUpSchema
 */
export const bindSchema = signUpSchema;

/** An empty sign-up or bind form (the two share their fields). */
export const EMPTY_SIGN_UP: SignUpValues = {
  uEmail: '',
  uCode: '',
  uPassword: '',
  uRePassword: '',
  uTypeId: '',
  checkedAgreement: false,
};
