/** API answers of the customer area for component tests. */
import type { ApiUserProfile } from '@/contract/api-types';
import type { AccountMenuItem } from '@/features/account/types';

export const PROFILE: ApiUserProfile = {
  uId: 7,
  uName: 'Dana Driver',
  uEmail: 'dana@example.com',
  uPicture: '',
  uAccount: 'dana@example.com',
  uTypeId: 2,
  uTypeName: 'Professional Technician',
  uFamilyName: 'Driver',
  uGivenName: 'Dana',
  uGender: 2,
  uAge: 41,
  uProfession: 'Automotive technician',
  uTelephone: '555-0100',
  uMobilePhone: '555-0101',
  uCountryId: 1,
  uCountryName: 'United States',
  uAddress: '1 Main St',
  uBusinessName: 'Driver Auto Repair',
  uBusinessAddress: '2 Side St',
  uBusinessPhone: '555-0102',
  uBusinessFax: '',
};

export const COUNTRIES = [
  { country_id: 1, country_name: 'United States' },
  { country_id: 2, country_name: 'Canada' },
];

export const ACCOUNT_MENU: AccountMenuItem[] = [
  { id: 110, name: 'User Info', path: '/personal-center/user-info', introduce: '', children: [] },
  {
    id: 120,
    name: 'Services',
    path: '/personal-center/services',
    introduce: '',
    children: [
      {
        id: 121,
        name: 'Serial Number',
        path: '/personal-center/services/serial-number',
        introduce: 'Your registered serial numbers.',
        children: [],
      },
      {
        id: 126,
        name: 'Garage',
        path: '/personal-center/services/garage',
        introduce: 'Your vehicles.',
        children: [],
      },
    ],
  },
  { id: 130, name: 'Membership', path: '/personal-center/membership', introduce: '', children: [] },
];

export function signIn(): void {
  localStorage.setItem('token', 'tok-123');
  localStorage.setItem(
    'userInfo',
    JSON.stringify({ uId: 7, uName: 'Dana Driver', uEmail: 'dana@example.com', uPicture: '' }),
  );
}

/** What the registry gives the User Info page. */
export const USER_INFO_PROPS = { name: 'User Info', menu: ACCOUNT_MENU } as const;
