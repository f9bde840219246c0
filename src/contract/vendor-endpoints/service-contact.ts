/** The vendor endpoints under /api/ServiceContact/ (the whole list: ../endpoints.ts). */
import type { ServiceContactResponse } from '../api-types';
import { get } from './endpoint';

export const SERVICE_CONTACT_ENDPOINTS = {
  serviceContactAll: get<ServiceContactResponse>('/api/ServiceContact/service_contact_all'),
} as const;
