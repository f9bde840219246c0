/** Sign-in (the register, reset, bind and mail endpoints come with the auth issue). */
import { issueToken } from '../auth';
import { ApiError, CODE } from '../envelope';
import { hashPasswordSync, verifyPassword } from '../passwords';
import { MAX_EMAIL, MAX_PASSWORD, requiredText, validateBody, yup } from '../validate';
import type { RouteDef } from './types';

const loginBody = yup.object({
  uEmail: requiredText('uEmail', 'Please Enter Your E-mail address*', MAX_EMAIL),
  uPassword: requiredText('uPassword', 'Please Enter Password*', MAX_PASSWORD),
});

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPasswordSync('not-a-password', Buffer.alloc(16, 7));

export const BAD_CREDENTIALS_MSG = 'Incorrect e-mail address or password';

export const loginRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/api/login/check_login',
    summary: 'Sign in with e-mail and password; data is the token',
    handler: async ({ req, ctx }) => {
      const { uEmail, uPassword } = await validateBody(loginBody, req.body);
      const address = uEmail.trim().toLowerCase();
      const user = ctx.db.data.users.find((u) => u.uEmail.toLowerCase() === address);
      const valid = await verifyPassword(uPassword, user?.uPasswordHash ?? DUMMY_HASH);
      if (!user || !valid) throw new ApiError(CODE.badCredentials, BAD_CREDENTIALS_MSG);
      if (user.uStatus !== 1) throw new ApiError(CODE.forbidden, 'This account has been disabled');
      const now = ctx.now();
      const token = await ctx.db.update((draft) => issueToken(draft, user.uId, now));
      return { msg: 'Signed in successfully', data: token };
    },
  },
];
