/**
 * Server-side checks of the sign-up, reset and bind forms, mirroring the site's rules
 * (docs/copy.md) with the same messages. Fields are checked in the order the forms show
 * them and the first failure is the answer (`{code: 400, msg}`):
 *
 *   uEmail → uCode → uPassword → uRePassword → uTypeId (optional) → checkedAgreement
 *
 * (reset has no uTypeId nor checkedAgreement). A field of the wrong type answers
 * `<field> must be text`.
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbUserType } from '../schema/mock-db';
import { type Body, bodyObject, fail } from '../http/body-fields';
import { MAX_EMAIL } from '../../src/contract/schemas/fields';
import { USER_TYPES } from '../schema/mock-seed';
import { EMAIL_PATTERN } from '../../src/contract/patterns';
import { AUTH_MESSAGES } from '../../src/contract/auth-messages';

/** The site's own messages, plus the ones only a request that skips the page can meet. */
export const FORM_MSG = {
  ...AUTH_MESSAGES,
  userTypeInvalid: 'Please select a valid user type',
} as const;

/** Longest verification code accepted as input (a real one has 6 digits). */
const MAX_CODE = 20;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 15;

/** 8 to 15 characters, no whitespace, at least one lower, upper, digit and symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    !/\s/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value)
  );
}

/** A text field: absent or blank gives ''; another type fails. */
function textField(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') fail(`${name} must be text`);
  return value;
}

/** A required e-mail address, trimmed and lower-cased. */
export function readEmail(body: Body, name: string): string {
  const value = textField(body, name).trim();
  if (value === '') fail(FORM_MSG.emailRequired);
  if (value.length > MAX_EMAIL) fail(`${name} must be at most ${MAX_EMAIL} characters`);
  if (!EMAIL_PATTERN.test(value)) fail(FORM_MSG.emailInvalid);
  return value.toLowerCase();
}

function readCode(body: Body): string {
  const value = textField(body, 'uCode');
  if (value.trim() === '') fail(FORM_MSG.codeRequired);
  if (/\s/.test(value)) fail(FORM_MSG.codeSpaces);
  if (value.length > MAX_CODE) fail(`uCode must be at most ${MAX_CODE} characters`);
  return value;
}

function readPasswords(body: Body): string {
  const password = textField(body, 'uPassword');
  if (password === '') fail(FORM_MSG.passwordRequired);
  if (!isStrongPassword(password)) fail(FORM_MSG.passwordFormat);
  const repeat = textField(body, 'uRePassword');
  if (repeat === '') fail(FORM_MSG.rePasswordRequired);
  if (repeat.trim() === '') fail(FORM_MSG.rePasswordBlank);
  if (repeat !== password) fail(FORM_MSG.rePasswordMismatch);
  return password;
}

/** The sign-up customer types (the fixtures' list when an older database lacks the table). */
export function userTypes(data: DeepReadonly<Database>): readonly DeepReadonly<DbUserType>[] {
  return [...(data.user_types ?? USER_TYPES)].sort((a, b) => a.user_type_id - b.user_type_id);
}

/**
 * The type a sign-up gets when none is chosen (the rules are e-mail, code,
 * password, repeat and agreement: the type is offered, not required): the first of the list.
 */
export function defaultUserType(data: DeepReadonly<Database>): DeepReadonly<DbUserType> {
  return userTypes(data)[0] ?? USER_TYPES[0];
}

function readUserType(body: Body, data: DeepReadonly<Database>): DeepReadonly<DbUserType> {
  const value = body.uTypeId;
  if (value === undefined || value === null || value === '') return defaultUserType(data);
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  const type = userTypes(data).find((t) => t.user_type_id === id);
  if (!type) fail(FORM_MSG.userTypeInvalid);
  return type;
}

/** A ticked box: true, 1, or the text "true", "1" or "on" (form posts). */
function readAgreement(body: Body): void {
  const value = body.checkedAgreement;
  const ticked =
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['true', '1', 'on'].includes(value.trim().toLowerCase()));
  if (!ticked) fail(FORM_MSG.agreement);
}

export interface ResetForm {
  email: string;
  code: string;
  password: string;
}

export interface SignUpForm extends ResetForm {
  userType: DeepReadonly<DbUserType>;
}

/** check_resetting: uEmail, uCode, uPassword, uRePassword. */
export function readResetForm(input: unknown): ResetForm {
  const body = bodyObject(input);
  const email = readEmail(body, 'uEmail');
  const code = readCode(body);
  const password = readPasswords(body);
  return { email, code, password };
}

/** check_register and check_binding: the reset fields plus uTypeId and checkedAgreement. */
export function readSignUpForm(input: unknown, data: DeepReadonly<Database>): SignUpForm {
  const body = bodyObject(input);
  const email = readEmail(body, 'uEmail');
  const code = readCode(body);
  const password = readPasswords(body);
  const userType = readUserType(body, data);
  readAgreement(body);
  return { email, code, password, userType };
}
