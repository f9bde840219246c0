/**
 * Sign-in and the sign-up lists (/api/login/), the signed-in customer's profile (/api/user/)
 * and the membership types (/api/UserType/).
 */
import { z } from 'zod';
import { AUTH_MESSAGES as A } from '../auth-messages';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { PASSWORD_LENGTH } from '../patterns';
import { blankAsAbsent, MAX_EMAIL, MAX_PASSWORD, requiredText, text } from './fields';
import { apiUserProfile } from './customer';
import { apiCountry } from './service';
import { bareEnvelope, envelope, operations } from './operation';

const int = () => z.number().int();
const ok = { code: 200, msg: 'success' } as const;

export const EMAIL_TYPE_MSG = 'email_type must be 1 (reset) or 2 (register or bind)';
export const PROFILE_MSG = {
  saved: 'Saved successfully',
  gender: 'uGender must be 0 (not given), 1 (male) or 2 (female)',
  age: 'uAge must be a whole number from 0 to 150',
  country: 'uCountryId must be 0 (none) or a country id',
  userGone: 'This account no longer exists',
} as const;

export const apiUserType = z
  .object({ user_type_id: int(), user_type_name: z.string() })
  .meta({ id: 'ApiUserType' });

export const apiMembershipType = apiUserType
  .extend({
    user_type_picture: z.string(),
    user_type_introduce: z.string(),
    user_type_path: z.string().meta({ description: 'A path of this site.' }),
    unlocked: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: '1 when this customer has unlocked the type, else 0.' }),
  })
  .meta({ id: 'ApiMembershipType' });

export const checkLoginResponse = envelope({
  data: z.string().meta({ description: 'The token, sent as `Authorization` from then on.' }),
});
export const userTypeResponse = envelope({ user_type_all: z.array(apiUserType) });
export const userFindResponse = envelope({ user_find: apiUserProfile });
export const userEditResponse = envelope({
  user_find: apiUserProfile,
  country_all: z.array(apiCountry),
});
export const userEditSaveResponse = envelope({ user_find: apiUserProfile });
export const userTypeAllResponse = envelope({
  user_type_unlocked: z.array(apiMembershipType),
  user_type_all: z.array(apiMembershipType),
});
export const checkLogoutResponse = envelope({
  data: z.object({ code: int().meta({ description: '200 once signed out.' }) }),
});

/** A whole number from `min` to `max`, one message for every refusal; empty is absent. */
const profileNumber = (message: string, min: number, max: number) =>
  blankAsAbsent(
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

export const profileBody = z.object({
  uName: requiredText('uName', ACCOUNT_MESSAGES.nameRequired, 100),
  uFamilyName: requiredText('uFamilyName', ACCOUNT_MESSAGES.familyNameRequired, 50),
  uGivenName: requiredText('uGivenName', ACCOUNT_MESSAGES.givenNameRequired, 50),
  uGender: profileNumber(PROFILE_MSG.gender, 0, 2).meta({
    description: '0 not given, 1 male, 2 female.',
  }),
  uAge: profileNumber(PROFILE_MSG.age, 0, 150).meta({ description: '0 when not given.' }),
  uProfession: text('uProfession', 100).optional(),
  uTelephone: text('uTelephone', 40).optional(),
  uMobilePhone: text('uMobilePhone', 40).optional(),
  uCountryId: profileNumber(PROFILE_MSG.country, 0, 2_147_483_647).meta({
    description: '0 for none, or a country of country_all.',
  }),
  uAddress: text('uAddress', 200).optional(),
  uBusinessName: text('uBusinessName', 100).optional(),
  uBusinessAddress: text('uBusinessAddress', 200).optional(),
  uBusinessPhone: text('uBusinessPhone', 40).optional(),
  uBusinessFax: text('uBusinessFax', 40).optional(),
});

const demoProfile = {
  uId: 1,
  uName: 'demo',
  uEmail: 'demo@example.com',
  uPicture: '',
  uAccount: 'demo@example.com',
  uTypeId: 2,
  uTypeName: 'Professional Technician',
  uFamilyName: 'Miller',
  uGivenName: 'Alex',
  uGender: 1,
  uAge: 38,
  uProfession: 'Technician',
  uTelephone: '',
  uMobilePhone: '+1 512 555 0101',
  uCountryId: 1,
  uCountryName: 'United States',
  uAddress: '1200 Main Street, Austin, TX',
  uBusinessName: 'Miller Auto Repair',
  uBusinessAddress: '1200 Main Street, Austin, TX',
  uBusinessPhone: '+1 512 555 0102',
  uBusinessFax: '',
};
const membership = {
  user_type_id: 2,
  user_type_name: 'Professional Technician',
  user_type_picture: '/uploads/membership/professional-technician.jpg',
  user_type_introduce: 'Sharpen your diagnostic skills with training videos.',
  user_type_path: '/support/training-center',
  unlocked: 1 as const,
};

/**
 * Text the form reader checks itself, in the page's order and with the page's messages
 * (required, no spaces, the password rules): the schema only wants text.
 */
const loose = (name: string, description: string) =>
  blankAsAbsent(
    z
      .string({ error: `${name} must be text` })
      .optional()
      .meta({ description }),
  );

/** The fields of the reset form: e-mail, the mailed code, the new password twice. */
const resetFields = {
  uEmail: blankAsAbsent(requiredText('uEmail', A.emailRequired, MAX_EMAIL)).meta({
    format: 'email',
  }),
  uCode: loose('uCode', 'The 6-digit code send_mail mailed (no spaces).'),
  uPassword: loose(
    'uPassword',
    '8 to 15 characters: upper and lower case letters, digits and symbols.',
  ),
  uRePassword: loose('uRePassword', 'The same password again.'),
};

/** Sign-up adds the customer type (the first when absent) and the agreement. */
const signUpFields = {
  ...resetFields,
  uTypeId: z
    .unknown()
    .optional()
    .meta({ description: 'A user_type_id of user_type; the first type when absent.' }),
  checkedAgreement: z
    .unknown()
    .optional()
    .meta({ description: 'The agreement ticked: true, 1, or "true", "1" or "on".' }),
};

const signUpExample = {
  uCode: '123456',
  uPassword: 'Garage@2024',
  uRePassword: 'Garage@2024',
  uTypeId: 1,
  checkedAgreement: true,
};

export const LOGIN_OPERATIONS = operations({
  checkLogin: {
    summary: 'Sign in with e-mail and password; `data` is the token',
    description:
      '5 failures in 15 minutes lock the address for 15 minutes (429); a disabled account answers 403.',
    body: z.object({
      uEmail: requiredText('uEmail', A.signInEmailRequired, MAX_EMAIL),
      uPassword: requiredText('uPassword', A.passwordRequired, MAX_PASSWORD)
        .refine((value) => !/\s/.test(value), A.passwordSpaces)
        .refine((value) => value.length <= PASSWORD_LENGTH.max, A.passwordTooLong),
    }),
    response: checkLoginResponse,
    codes: [400, 401, 403, 429],
    example: {
      body: { uEmail: 'demo@example.com', uPassword: 'Demo@12345' },
      response: { code: 200, msg: 'Signed in successfully', data: 'dt_2f6c1c3e9a0b4d58' },
    },
  },
  sendMail: {
    summary: 'Mails a 6-digit code: for a reset (email_type 1) or a sign-up or binding (2)',
    description:
      'The code lasts 10 minutes and 5 tries; one code a minute per address (429). The answer is the same for a known and an unknown address.',
    body: z.object({
      emailAddress: blankAsAbsent(requiredText('emailAddress', A.emailRequired, MAX_EMAIL)).meta({
        format: 'email',
      }),
      email_type: z
        .number({ error: EMAIL_TYPE_MSG })
        .refine((value) => value === 1 || value === 2, EMAIL_TYPE_MSG)
        .meta({ description: '1 reset, 2 sign-up or binding.', enum: [1, 2] }),
    }),
    response: bareEnvelope,
    codes: [400, 429, 503],
    example: {
      body: { emailAddress: 'new.customer@example.com', email_type: 2 },
      response: {
        code: 200,
        msg: 'The verification code has been sent to your e-mail address, it is valid for 10 minutes',
      },
    },
  },
  checkRegister: {
    summary: 'Sign up with the code send_mail mailed (email_type 2); no sign-in',
    body: z.object(signUpFields),
    response: bareEnvelope,
    codes: [400, 409, 429, 503],
    example: {
      body: { uEmail: 'new.member@example.com', ...signUpExample },
      response: { code: 200, msg: 'Your account has been created, please sign in' },
    },
  },
  checkResetting: {
    summary: 'A new password with the code send_mail mailed (email_type 1)',
    description: 'Tokens issued before answer 10008 from then on.',
    body: z.object(resetFields),
    response: bareEnvelope,
    codes: [400, 429, 503],
    example: {
      body: {
        uEmail: 'second@example.com',
        uCode: '123456',
        uPassword: 'Second@12345',
        uRePassword: 'Second@12345',
      },
      response: {
        code: 200,
        msg: 'Your password has been reset, please sign in with the new password',
      },
    },
  },
  checkBinding: {
    summary: 'Binds a new Google identity (the `code` of /association) to an account',
    description:
      'The sign-up fields plus base64Code. A new account answers 200 with the token in `data`; an existing account is linked and answers 201 (sign in with its password).',
    body: z.object({
      ...signUpFields,
      base64Code: z
        .unknown()
        .optional()
        .meta({ description: 'The `code` query of /association, as received.' }),
    }),
    response: envelope({
      data: z.string().meta({ description: 'The token of the new account.' }),
    }),
    codes: [201, 400, 403, 409, 429, 503],
    example: {
      body: {
        uEmail: 'bound.member@example.com',
        ...signUpExample,
        base64Code: 'eyJpZCI6Ii4uLiJ9',
      },
      response: {
        code: 200,
        msg: 'Your account has been created and linked to your Google account',
        data: 'dt_2f6c1c3e9a0b4d58',
      },
    },
  },
  userType: {
    summary: 'The customer types offered at sign-up',
    response: userTypeResponse,
    example: {
      response: {
        ...ok,
        user_type_all: [
          { user_type_id: 1, user_type_name: 'DIY Car Owner' },
          { user_type_id: 2, user_type_name: 'Professional Technician' },
        ],
      },
    },
  },
});

export const USER_OPERATIONS = operations({
  userFind: {
    summary: 'The signed-in customer’s profile',
    auth: 'required',
    response: userFindResponse,
    example: { response: { ...ok, user_find: demoProfile } },
  },
  userEditGet: {
    summary: 'The profile to edit, with the countries to choose from',
    auth: 'required',
    response: userEditResponse,
    example: {
      response: {
        ...ok,
        user_find: demoProfile,
        country_all: [{ country_id: 1, country_name: 'United States' }],
      },
    },
  },
  userEditPost: {
    summary: 'Saves the profile (names required; account, e-mail, type and picture read-only)',
    description: 'A field not sent keeps its stored value; texts are trimmed.',
    auth: 'required',
    body: profileBody,
    response: userEditSaveResponse,
    codes: [400, 404, 503],
    example: {
      body: { uName: 'demo', uFamilyName: 'Miller', uGivenName: 'Alex', uAge: 38 },
      response: { code: 200, msg: PROFILE_MSG.saved, user_find: demoProfile },
    },
  },
  checkLogout: {
    summary: 'Sign out: revokes the token sent',
    auth: 'required',
    response: checkLogoutResponse,
    example: { response: { code: 200, msg: 'Signed out', data: { code: 200 } } },
  },
});

export const USER_TYPE_OPERATIONS = operations({
  userTypeAll: {
    summary: 'The membership types, each with this customer’s unlocked flag',
    auth: 'required',
    response: userTypeAllResponse,
    example: { response: { ...ok, user_type_unlocked: [membership], user_type_all: [membership] } },
  },
});

export const GOOGLE_LOGIN_OPERATIONS = operations({
  gmailLogin: {
    summary: 'Starts Google sign-in (the browser navigates here)',
    description:
      'The vendor redirects to Google; its return lands on the site’s home with `?code=TOKEN` for a linked account, or on /association with `?code=BASE64` for a new identity (then check_binding).',
    response: bareEnvelope,
    example: { response: { code: 200, msg: 'success' } },
    page: {
      description: 'The sign-in page (the mock: a stand-in consent page listing Google accounts).',
      example: '<!doctype html><html lang="en"><title>Sign in with Google</title>…</html>',
    },
    mockExtensions: [
      {
        field: '*',
        does: 'A local stand-in for Google: a consent page whose links return through /api/GoogleLogin/gmail_callback.',
      },
    ],
  },
});
