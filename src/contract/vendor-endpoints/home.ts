/** The vendor endpoints under /api/home/ (the whole list: ../endpoints.ts). */
import type { EmailAddResponse, HomeListResponse } from '../api-types';
import { get, post } from './endpoint';

export const HOME_ENDPOINTS = {
  emailAdd: post<EmailAddResponse>('/api/home/email_add'),
  homeList: get<HomeListResponse>('/api/home/homeList'),
} as const;
