/**
 * The customer's profile edit and the membership types.
 *
 * POST /api/user/user_edit: the three names are required (not blank); the other fields are
 * optional, and a field not sent keeps its stored value. Texts are trimmed. uGender is 0 (not
 * given), 1 (male) or 2 (female); uAge a whole number 0-150 (0 = not given); uCountryId 0
 * (none) or a known country, whose name the server stores in uCountryName. The account,
 * e-mail, type and picture are read-only: they are ignored when sent.
 *
 * Membership: a customer's own type is always unlocked, plus the rows of user_type_unlocks.
 */
import { publicProfile } from '../../auth/session';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbUser } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { countryOptions, findOrFail } from './records';
import {
  PROFILE_MSG,
  USER_OPERATIONS,
  USER_TYPE_OPERATIONS,
} from '../../../src/contract/schemas/customer-ops';
import { documentedRoute, type RouteDef, requireSession } from '../types';
import { VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export { PROFILE_MSG };

const OPTIONAL_TEXTS = [
  'uProfession',
  'uTelephone',
  'uMobilePhone',
  'uAddress',
  'uBusinessName',
  'uBusinessAddress',
  'uBusinessPhone',
  'uBusinessFax',
] as const;

/** The membership types with this customer's unlocked flag, by id. */
export function membershipTypes(data: Data, user: DeepReadonly<DbUser>) {
  const unlocked = new Set([
    user.uTypeId,
    ...(data.user_type_unlocks ?? []).filter((u) => u.uId === user.uId).map((u) => u.user_type_id),
  ]);
  return [...(data.user_types ?? [])]
    .sort((a, b) => a.user_type_id - b.user_type_id)
    .map((t) => ({
      user_type_id: t.user_type_id,
      user_type_name: t.user_type_name,
      user_type_picture: t.user_type_picture ?? '',
      user_type_introduce: t.user_type_introduce ?? '',
      user_type_path: t.user_type_path ?? '',
      unlocked: (unlocked.has(t.user_type_id) ? 1 : 0) as 0 | 1,
    }));
}

export const accountProfileRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.user.userEditGet.path,
    operation: USER_OPERATIONS.userEditGet,
    auth: true,
    summary: 'The profile to edit and the countries: {user_find, country_all}',
    handler: (args) => {
      const { user } = requireSession(args);
      return { user_find: publicProfile(user), country_all: countryOptions(args.ctx.db.data) };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.user.userEditPost.path,
    operation: USER_OPERATIONS.userEditPost,
    auth: true,
    summary:
      'Saves the profile (names required; account, e-mail, type and picture read-only): {user_find}',
    handler: async (args) => {
      const { user } = requireSession(args);
      const { input } = args;
      const data = args.ctx.db.data;
      let countryName: string | undefined;
      if (input.uCountryId !== undefined) {
        if (input.uCountryId === 0) countryName = '';
        else {
          countryName = findOrFail(
            data.countries,
            (c) => c.country_id === input.uCountryId,
            `No country with country_id ${input.uCountryId}`,
          ).country_name;
        }
      }
      const saved = await args.ctx.db.update((draft) => {
        const row = draft.users.find((u) => u.uId === user.uId);
        if (!row) throw new ApiError(CODE.notFound, PROFILE_MSG.userGone);
        row.uName = input.uName.trim();
        row.uFamilyName = input.uFamilyName.trim();
        row.uGivenName = input.uGivenName.trim();
        if (input.uGender !== undefined) row.uGender = input.uGender;
        if (input.uAge !== undefined) row.uAge = input.uAge;
        for (const field of OPTIONAL_TEXTS) {
          const value = input[field];
          if (value !== undefined) row[field] = value.trim();
        }
        if (input.uCountryId !== undefined && countryName !== undefined) {
          row.uCountryId = input.uCountryId;
          row.uCountryName = countryName;
        }
        return { ...row };
      });
      return { msg: PROFILE_MSG.saved, user_find: publicProfile(saved) };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.userType.userTypeAll.path,
    operation: USER_TYPE_OPERATIONS.userTypeAll,
    auth: true,
    summary:
      'The membership types with an unlocked flag (0/1) for this customer: {user_type_all, user_type_unlocked}',
    handler: (args) => {
      const { user } = requireSession(args);
      const types = membershipTypes(args.ctx.db.data, user);
      return { user_type_all: types, user_type_unlocked: types.filter((t) => t.unlocked === 1) };
    },
  }),
];
