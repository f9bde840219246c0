/** The vendor endpoints under /api/UserType/ (the whole list: ../endpoints.ts). */
import type { UserTypeAllResponse } from '../account-api-types';
import { get } from './endpoint';

export const USER_TYPE_ENDPOINTS = {
  userTypeAll: get<UserTypeAllResponse>('/api/UserType/user_type_all'),
} as const;
