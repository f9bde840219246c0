/** The vendor endpoints under /api/BecomeDistributor/ (the whole list: ../endpoints.ts). */
import type {
  BecomeDistributorAllResponse,
  DistributorCountryResponse,
  DistributorInput,
  PartnershipFormResponse,
} from '../partnership-api-types';
import { get, post } from './endpoint';

export const BECOME_DISTRIBUTOR_ENDPOINTS = {
  becomeDistributorAll: get<BecomeDistributorAllResponse>(
    '/api/BecomeDistributor/become_distributor_all',
  ),
  countryAll: get<DistributorCountryResponse>('/api/BecomeDistributor/country_all'),
  distributorForm: post<PartnershipFormResponse, DistributorInput>(
    '/api/BecomeDistributor/distributor_form',
  ),
} as const;
