/** The vendor endpoints under /api/GoogleLogin/ (the whole list: ../endpoints.ts). */
import { get } from './endpoint';

export const GOOGLE_LOGIN_ENDPOINTS = {
  gmailLogin: get('/api/GoogleLogin/gmail_login'),
} as const;
