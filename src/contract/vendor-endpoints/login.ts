/** The vendor endpoints under /api/login/ (the whole list: ../endpoints.ts). */
import type {
  CheckBindingBody,
  CheckBindingResponse,
  CheckLoginBody,
  CheckLoginResponse,
  CheckRegisterBody,
  CheckRegisterResponse,
  CheckResettingBody,
  CheckResettingResponse,
  SendMailBody,
  SendMailResponse,
  UserTypeResponse,
} from '../api-types';
import { post } from './endpoint';

export const LOGIN_ENDPOINTS = {
  checkBinding: post<CheckBindingResponse, CheckBindingBody>('/api/login/check_binding'),
  checkLogin: post<CheckLoginResponse, CheckLoginBody>('/api/login/check_login'),
  checkRegister: post<CheckRegisterResponse, CheckRegisterBody>('/api/login/check_register'),
  checkResetting: post<CheckResettingResponse, CheckResettingBody>('/api/login/check_resetting'),
  sendMail: post<SendMailResponse, SendMailBody>('/api/login/send_mail'),
  userType: post<UserTypeResponse>('/api/login/user_type'),
} as const;
