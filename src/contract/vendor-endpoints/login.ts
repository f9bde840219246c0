/** The vendor endpoints under /api/login/ (the whole list: ../endpoints.ts). */
import type {
  CheckBindingResponse,
  CheckLoginResponse,
  CheckRegisterResponse,
  CheckResettingResponse,
  SendMailResponse,
  UserTypeResponse,
} from '../api-types';
import { post } from './endpoint';

export const LOGIN_ENDPOINTS = {
  checkBinding: post<CheckBindingResponse>('/api/login/check_binding'),
  checkLogin: post<CheckLoginResponse>('/api/login/check_login'),
  checkRegister: post<CheckRegisterResponse>('/api/login/check_register'),
  checkResetting: post<CheckResettingResponse>('/api/login/check_resetting'),
  sendMail: post<SendMailResponse>('/api/login/send_mail'),
  userType: post<UserTypeResponse>('/api/login/user_type'),
} as const;
