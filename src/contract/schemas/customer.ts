/** The customer's profile as the API answers it (user_find; the shell reads the first four). */
import { z } from 'zod';

const int = () => z.number().int();

export const apiUserInfo = z
  .object({
    uId: int(),
    uName: z.string(),
    uEmail: z.string(),
    uPicture: z.string(),
  })
  .meta({ id: 'ApiUserInfo' });

export const apiUserProfile = apiUserInfo
  .extend({
    uAccount: z.string(),
    uTypeId: int(),
    uTypeName: z.string(),
    uFamilyName: z.string(),
    uGivenName: z.string(),
    uGender: int().meta({ description: '1 male, 2 female, 0 not given.' }),
    uAge: int(),
    uProfession: z.string(),
    uTelephone: z.string(),
    uMobilePhone: z.string(),
    uCountryId: int(),
    uCountryName: z.string(),
    uAddress: z.string(),
    uBusinessName: z.string(),
    uBusinessAddress: z.string(),
    uBusinessPhone: z.string(),
    uBusinessFax: z.string(),
  })
  .meta({ id: 'ApiUserProfile' });
