/**
 * Sign-in, sign-up, password reset, Google binding and the verification-code mail
 * (docs/mock/accounts.md; the messages: docs/copy.md).
 *
 * No account enumeration: send_mail answers the same for known and unknown addresses (a reset
 * code for an unknown address is stored but never mailed, so it locks and expires the same
 * way), a taken address is only told after a valid code, and a reset of an unknown address
 * answers the wrong-code message whatever the code.
 */
import { issueToken } from '../auth/session';
import { readEmail, readResetForm, readSignUpForm, type ResetForm, userTypes } from '../forms/auth';
import type { Database, DbUser, DbUserType, EmailType } from '../schema/mock-db';
import type { DeepReadonly } from '../store/db';
import { ApiError, CODE } from '../http/envelope';
import { findPendingIdentity, GOOGLE_LINK_INVALID_MSG } from '../auth/google';
import {
  clearLoginFailures,
  lockMessage,
  recordLoginFailure,
  reserveLoginAttempt,
} from '../auth/login-throttle';
import { hashPassword, hashPasswordSync, verifyPassword } from '../schema/password-hash';
import { nextId } from '../store/queries';
import { EMAIL_TYPE_MSG, LOGIN_OPERATIONS } from '../../src/contract/schemas/customer-ops';
import type { Operation } from '../../src/contract/schemas/operation';
import {
  CODE_MSG,
  normalizeEmail,
  resendWait,
  storeCode,
  spendCode,
  waitMessage,
  type CodeFailure,
} from '../auth/verification';
import { formRoute } from './form-route';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPasswordSync('not-a-password', Buffer.alloc(16, 7));

export const BAD_CREDENTIALS_MSG = 'Incorrect e-mail address or password';
export const DISABLED_MSG = 'This account has been disabled';
export { EMAIL_TYPE_MSG };

export const ACCOUNT_MSG = {
  signedIn: 'Signed in successfully',
  registered: 'Your account has been created, please sign in',
  reset: 'Your password has been reset, please sign in with the new password',
  taken: 'This e-mail address is already registered',
  boundNew: 'Your account has been created and linked to your Google account',
  boundExisting:
    'This e-mail address already has an account: your Google account is now linked to it, please sign in with your password',
  googleTaken: 'This Google account is already linked to another customer',
  accountHasGoogle: 'This account is already linked to another Google account',
} as const;

const RESET: EmailType = 1;
const REGISTER: EmailType = 2;

function readEmailType(value: unknown): EmailType {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === 1 || text === '1') return 1;
  if (text === 2 || text === '2') return 2;
  throw new ApiError(CODE.badRequest, EMAIL_TYPE_MSG);
}

const findUser = <T extends DeepReadonly<DbUser>>(users: readonly T[], email: string) =>
  users.find((u) => u.uEmail.toLowerCase() === email);

/** A new customer record; the profile fields the forms do not ask for start empty. */
function newUser(
  draft: Database,
  fields: {
    email: string;
    passwordHash: string;
    userType: DeepReadonly<DbUserType>;
    name: string;
    googleSub: string | null;
    now: Date;
  },
): DbUser {
  const now = fields.now.toISOString();
  const user: DbUser = {
    uId: nextId(draft.users, (u) => u.uId),
    uName: fields.name,
    uEmail: fields.email,
    uPicture: '',
    uAccount: fields.email,
    uTypeId: fields.userType.user_type_id,
    uTypeName: fields.userType.user_type_name,
    uFamilyName: '',
    uGivenName: '',
    uGender: 0,
    uAge: 0,
    uProfession: '',
    uTelephone: '',
    uMobilePhone: '',
    uCountryId: 0,
    uCountryName: '',
    uAddress: '',
    uBusinessName: '',
    uBusinessAddress: '',
    uBusinessPhone: '',
    uBusinessFax: '',
    uPasswordHash: fields.passwordHash,
    uPasswordChangedAt: now,
    uStatus: 1,
    uCreatedAt: now,
    uGoogleId: fields.googleSub,
  };
  draft.users.push(user);
  return user;
}

const fromFailure = (failure: CodeFailure) => new ApiError(failure.code, failure.msg);

/**
 * A form that sets a password once its e-mailed code is right (sign-up, reset): the code is
 * used and `change` applied in one database update (one synchronous check-and-count: a burst of
 * requests cannot reuse a code); the answer is `done`.
 */
function passwordFormRoute<F extends ResetForm>(route: {
  path: string;
  summary: string;
  operation: Operation;
  read: (body: unknown, data: DeepReadonly<Database>) => F;
  type: EmailType;
  change: (draft: Database, form: F, passwordHash: string, now: Date) => CodeFailure | null;
  done: string;
}): RouteDef {
  return formRoute({
    path: route.path,
    summary: route.summary,
    operation: route.operation,
    read: async (body, data) => {
      const form = route.read(body, data);
      return { form, passwordHash: await hashPassword(form.password) };
    },
    store: (draft, { form, passwordHash }, now) =>
      spendCode(draft, form.email, route.type, form.code, now) ??
      route.change(draft, form, passwordHash, now),
    done: route.done,
  });
}

export const loginRoutes: RouteDef[] = [
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.login.checkLogin.path,
    operation: LOGIN_OPERATIONS.checkLogin,
    summary:
      'Sign in with e-mail and password; data is the token. 5 failures in 15 minutes lock the address for 15 minutes',
    handler: async ({ ctx, input: { uEmail, uPassword } }) => {
      const address = normalizeEmail(uEmail);
      const now = ctx.now();
      // Reserved in this tick, before the hash is awaited (a burst cannot pass the check at once).
      const attempt = reserveLoginAttempt(ctx.db, ctx.db.data, address, now);
      if ('wait' in attempt) throw new ApiError(CODE.tooMany, lockMessage(attempt.wait));
      const user = findUser(ctx.db.data.users, address);
      let valid: boolean;
      try {
        valid = await verifyPassword(uPassword, user?.uPasswordHash ?? DUMMY_HASH);
      } catch (error) {
        attempt.release();
        throw error;
      }
      if (!user || !valid) {
        // update() commits in memory as it is called: the failure counts before the release.
        const failed = ctx.db.update((draft) => recordLoginFailure(draft, address, now));
        attempt.release();
        const lock = await failed;
        if (lock > 0) throw new ApiError(CODE.tooMany, lockMessage(lock));
        throw new ApiError(CODE.badCredentials, BAD_CREDENTIALS_MSG);
      }
      attempt.release();
      if (user.uStatus !== 1) throw new ApiError(CODE.forbidden, DISABLED_MSG);
      const token = await ctx.db.update((draft) => {
        clearLoginFailures(draft, address);
        return issueToken(draft, user.uId, now);
      });
      return { msg: ACCOUNT_MSG.signedIn, data: token };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.login.sendMail.path,
    operation: LOGIN_OPERATIONS.sendMail,
    summary:
      'Mails a 6-digit code (10 minutes, 5 tries) for a reset (email_type 1) or a sign-up or bind (2); one a minute per address',
    handler: async ({ ctx, input }) => {
      const email = readEmail(input, 'emailAddress');
      const purpose = readEmailType(input.email_type);
      const now = ctx.now();
      const wait = resendWait(ctx.db.data, email, now);
      if (wait > 0) throw new ApiError(CODE.tooMany, waitMessage(wait));
      await ctx.db.update((draft) => {
        // A reset code for an unknown address is stored (it behaves the same) but not mailed.
        const mail = purpose === REGISTER || findUser(draft.users, email) !== undefined;
        storeCode(draft, email, purpose, now, mail);
      });
      return { msg: CODE_MSG.sent };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.login.userType.path,
    operation: LOGIN_OPERATIONS.userType,
    summary:
      'The customer types of the sign-up form: user_type_all [{user_type_id, user_type_name}]',
    handler: ({ ctx }) => ({
      user_type_all: userTypes(ctx.db.data).map((t) => ({
        user_type_id: t.user_type_id,
        user_type_name: t.user_type_name,
      })),
    }),
  }),
  passwordFormRoute({
    path: VENDOR_ENDPOINTS.login.checkRegister.path,
    operation: LOGIN_OPERATIONS.checkRegister,
    summary:
      'Sign up: {uEmail, uCode, uPassword, uRePassword, uTypeId, checkedAgreement}; no sign-in',
    read: readSignUpForm,
    type: REGISTER,
    change: (draft, form, passwordHash, now) => {
      if (findUser(draft.users, form.email)) return { code: CODE.conflict, msg: ACCOUNT_MSG.taken };
      newUser(draft, {
        email: form.email,
        passwordHash,
        userType: form.userType,
        name: form.email.split('@')[0],
        googleSub: null,
        now,
      });
      return null;
    },
    done: ACCOUNT_MSG.registered,
  }),
  passwordFormRoute({
    path: VENDOR_ENDPOINTS.login.checkResetting.path,
    operation: LOGIN_OPERATIONS.checkResetting,
    summary:
      'Password reset: {uEmail, uCode, uPassword, uRePassword}; older tokens then answer 10008',
    read: readResetForm,
    type: RESET,
    change: (draft, form, passwordHash, now) => {
      const user = findUser(draft.users, form.email);
      // Only the never-mailed decoy of an unknown address can get here: same answer.
      if (!user) return { code: CODE.badRequest, msg: CODE_MSG.wrong };
      user.uPasswordHash = passwordHash;
      user.uPasswordChangedAt = now.toISOString();
      clearLoginFailures(draft, form.email);
      return null;
    },
    done: ACCOUNT_MSG.reset,
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.login.checkBinding.path,
    operation: LOGIN_OPERATIONS.checkBinding,
    summary:
      'Bind after Google sign-in: the sign-up fields plus base64Code; a new account answers 200 with the token, an existing one 201 (sign in with the password)',
    handler: async ({ ctx, input: body }) => {
      const form = readSignUpForm(body, ctx.db.data);
      const code = typeof body.base64Code === 'string' ? body.base64Code : '';
      const now = ctx.now();
      if (!findPendingIdentity(ctx.db.data, code, now)) {
        throw new ApiError(CODE.badRequest, GOOGLE_LINK_INVALID_MSG);
      }
      const passwordHash = await hashPassword(form.password);
      type Outcome = CodeFailure | { created: boolean; token: string | null };
      const outcome = await ctx.db.update((draft): Outcome => {
        const pending = findPendingIdentity(draft, code, now);
        if (!pending) return { code: CODE.badRequest, msg: GOOGLE_LINK_INVALID_MSG };
        const wrong = spendCode(draft, form.email, REGISTER, form.code, now);
        if (wrong) return wrong;
        if (draft.users.some((u) => u.uGoogleId === pending.sub)) {
          return { code: CODE.conflict, msg: ACCOUNT_MSG.googleTaken };
        }
        const existing = findUser(draft.users, form.email);
        if (existing && existing.uStatus !== 1) return { code: CODE.forbidden, msg: DISABLED_MSG };
        if (existing?.uGoogleId) return { code: CODE.conflict, msg: ACCOUNT_MSG.accountHasGoogle };

        draft.google_pending = draft.google_pending.filter(
          (p) => p.pending_hash !== pending.pending_hash,
        );
        draft.google_accounts ??= [];
        draft.google_accounts.push({
          sub: pending.sub,
          email: pending.email,
          name: pending.name,
          created_at: now.toISOString(),
        });
        if (existing) {
          existing.uGoogleId = pending.sub;
          return { created: false, token: null };
        }
        const user = newUser(draft, {
          email: form.email,
          passwordHash,
          userType: form.userType,
          name: pending.name,
          googleSub: pending.sub,
          now,
        });
        return { created: true, token: issueToken(draft, user.uId, now) };
      });
      if ('msg' in outcome) throw fromFailure(outcome);
      if (!outcome.created) return { code: CODE.created, msg: ACCOUNT_MSG.boundExisting };
      return { msg: ACCOUNT_MSG.boundNew, data: outcome.token };
    },
  }),
];
