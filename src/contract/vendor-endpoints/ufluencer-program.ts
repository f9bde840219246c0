/** The vendor endpoints under /api/UfluencerProgram/ (the whole list: ../endpoints.ts). */
import type {
  PartnershipFormResponse,
  UfluencerAllResponse,
  UfluencerInput,
} from '../partnership-api-types';
import { get, post } from './endpoint';

export const UFLUENCER_PROGRAM_ENDPOINTS = {
  ufluencerProgramAll: get<UfluencerAllResponse>('/api/UfluencerProgram/ufluencer_program_all'),
  ufluencerProgramForm: post<PartnershipFormResponse, UfluencerInput>(
    '/api/UfluencerProgram/ufluencer_program_form',
  ),
} as const;
