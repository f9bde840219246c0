/** The vendor endpoints under /api/user/ (the whole list: ../endpoints.ts). */
import type { ProfileInput, UserEditResponse, UserEditSaveResponse } from '../account-api-types';
import type { CheckLogoutResponse, UserFindResponse } from '../api-types';
import { get, post } from './endpoint';

export const USER_ENDPOINTS = {
  checkLogout: get<CheckLogoutResponse>('/api/user/check_logout'),
  userEditGet: get<UserEditResponse>('/api/user/user_edit'),
  userEditPost: post<UserEditSaveResponse, ProfileInput>('/api/user/user_edit'),
  userFind: get<UserFindResponse>('/api/user/user_find'),
} as const;
