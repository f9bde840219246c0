/** The vendor endpoints under /api/TechSupports/ (the whole list: ../endpoints.ts). */
import type {
  CountryAllResponse,
  FormResponse,
  RegionAllResponse,
} from '../support/tech-support-api-types';
import { get, post } from './endpoint';

export const TECH_SUPPORTS_ENDPOINTS = {
  countryAll: get<CountryAllResponse>('/api/TechSupports/country_all'),
  regionAll: post<RegionAllResponse>('/api/TechSupports/region_all'),
  remoteForm: post<FormResponse>('/api/TechSupports/remote_form'),
  techsupportForm: post<FormResponse>('/api/TechSupports/techsupport_form'),
} as const;
