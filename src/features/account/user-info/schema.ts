import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import type { ApiUserProfile } from '@/contract/api-types';
import type { ProfileInput } from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

/** The Edit dialog's values as the fields hold them (numbers as text until sent). */
export interface ProfileFormValues {
  uName: string;
  uFamilyName: string;
  uGivenName: string;
  /** '1' Male, '2' Female, '' not given. */
  uGender: '' | '1' | '2';
  uAge: string;
  uProfession: string;
  uTelephone: string;
  uMobilePhone: string;
  /** A country id as text, '' for none. */
  uCountryId: string;
  uAddress: string;
  uBusinessName: string;
  uBusinessAddress: string;
  uBusinessPhone: string;
  uBusinessFax: string;
}

/** Name, family name and given name are required. */
export const profileSchema = yup.object({
  uName: requiredText(ACCOUNT_MESSAGES.nameRequired),
  uFamilyName: requiredText(ACCOUNT_MESSAGES.familyNameRequired),
  uGivenName: requiredText(ACCOUNT_MESSAGES.givenNameRequired),
  uAge: yup
    .string()
    .matches(/^\d{0,3}$/, 'Please enter an age in years')
    .test('age-range', 'Please enter an age in years', (value) => !value || Number(value) <= 150),
});

export function profileFormValues(user: ApiUserProfile): ProfileFormValues {
  return {
    uName: user.uName,
    uFamilyName: user.uFamilyName,
    uGivenName: user.uGivenName,
    uGender: user.uGender === 1 ? '1' : user.uGender === 2 ? '2' : '',
    uAge: user.uAge > 0 ? String(user.uAge) : '',
    uProfession: user.uProfession,
    uTelephone: user.uTelephone,
    uMobilePhone: user.uMobilePhone,
    uCountryId: user.uCountryId > 0 ? String(user.uCountryId) : '',
    uAddress: user.uAddress,
    uBusinessName: user.uBusinessName,
    uBusinessAddress: user.uBusinessAddress,
    uBusinessPhone: user.uBusinessPhone,
    uBusinessFax: user.uBusinessFax,
  };
}

export function profileInput(values: ProfileFormValues): ProfileInput {
  return {
    uName: values.uName.trim(),
    uFamilyName: values.uFamilyName.trim(),
    uGivenName: values.uGivenName.trim(),
    uGender: values.uGender === '' ? 0 : Number(values.uGender),
    uAge: values.uAge === '' ? 0 : Number(values.uAge),
    uProfession: values.uProfession.trim(),
    uTelephone: values.uTelephone.trim(),
    uMobilePhone: values.uMobilePhone.trim(),
    uCountryId: values.uCountryId === '' ? 0 : Number(values.uCountryId),
    uAddress: values.uAddress.trim(),
    uBusinessName: values.uBusinessName.trim(),
    uBusinessAddress: values.uBusinessAddress.trim(),
    uBusinessPhone: values.uBusinessPhone.trim(),
    uBusinessFax: values.uBusinessFax.trim(),
  };
}
