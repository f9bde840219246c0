/**
 * Every message of the sign-in, sign-up, reset and bind forms (docs/copy.md, with its
 * typo fixes). One list for the site's schemas and the mock API's server-side
 * checks, so a request that skips the page gets the same words. No imports beyond a
 * relative one: the mock API loads this file too.
 */
import { PASSWORD_LENGTH } from './patterns';

export const AUTH_MESSAGES = {
  signInEmailRequired: 'Please Enter Your E-mail address*',
  emailRequired: 'Please Enter E-mail address*',
  /** Not in the spec: a code can only go to a well-formed address (the mock API says the same). */
  emailInvalid: 'Please enter a valid e-mail address',
  passwordRequired: 'Please Enter Password*',
  passwordSpaces: 'cannot contain spaces',
  /** Not in the spec, which only limits the input to 15 characters. */
  passwordTooLong: `The password cannot be longer than ${PASSWORD_LENGTH.max} characters`,
  codeRequired: 'Please Enter Verification code*',
  /** The spec says "no spaces" without a message of its own. */
  codeSpaces: 'The verification code cannot contain spaces',
  passwordFormat:
    'The password consists of 8~15 characters (uppercase and lowercase letters + numbers + symbols)',
  rePasswordRequired: 'Please Enter Password again*',
  rePasswordBlank: 'Please enter the confirmation password',
  rePasswordMismatch: 'The password entered twice is inconsistent',
  /** Not in the spec (the user-type list has no rule there). */
  userTypeRequired: 'Please select a user type',
  agreement: 'Please agree to the agreement',
} as const;
