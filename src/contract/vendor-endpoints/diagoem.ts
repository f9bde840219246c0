/** The vendor endpoints under /api/diagoem/ (the whole list: ../endpoints.ts). */
import type { InterfaceBody, InterfaceEnvelope } from '../support/vehicle-coverage-api-types';
import { post } from './endpoint';

export const DIAGOEM_ENDPOINTS = {
  getInterface: post<InterfaceEnvelope, InterfaceBody>('/api/diagoem/get_interface'),
} as const;
