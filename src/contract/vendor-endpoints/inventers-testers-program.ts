/** The vendor endpoints under /api/InventersTestersProgram/ (the whole list: ../endpoints.ts). */
import type { InventersTestersAllResponse } from '../partnership-api-types';
import { get } from './endpoint';

export const INVENTERS_TESTERS_PROGRAM_ENDPOINTS = {
  inventersTestersProgramAll: get<InventersTestersAllResponse>(
    '/api/InventersTestersProgram/inventers_testers_program_all',
  ),
} as const;
