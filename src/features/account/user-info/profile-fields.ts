import type { ApiUserProfile } from '@/contract/api-types';

/** 1 Male, 2 Female. */
export const GENDER_OPTIONS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
] as const;

export function genderLabel(gender: number): string {
  return GENDER_OPTIONS.find((option) => option.value === String(gender))?.label ?? '';
}

/** The read-only profile, in the order it is shown: [label, value]. Every field of section 2. */
export function profileRows(user: ApiUserProfile): [label: string, value: string][] {
  return [
    ['Account', user.uAccount],
    ['E-mail', user.uEmail],
    ['Account type', user.uTypeName],
    ['Name', user.uName],
    ['Family name', user.uFamilyName],
    ['Given name', user.uGivenName],
    ['Gender', genderLabel(user.uGender)],
    ['Age', user.uAge > 0 ? String(user.uAge) : ''],
    ['Profession', user.uProfession],
    ['Telephone', user.uTelephone],
    ['Mobile phone', user.uMobilePhone],
    ['Country', user.uCountryName],
    ['Address', user.uAddress],
    ['Business name', user.uBusinessName],
    ['Business address', user.uBusinessAddress],
    ['Business phone', user.uBusinessPhone],
    ['Business fax', user.uBusinessFax],
  ];
}
