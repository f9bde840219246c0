/**
 * The distributor form's rules, messages word for word (spec 4, section 5). Loaded with the
 * live form only (yup stays out of the page's first load). No format checks: required only.
 * The consent tick is not a rule: it is checked before validation (see the live form).
 */
import * as yup from 'yup';
import { PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import type { DistributorValues } from './types';

/** Required text: empty, absent or only whitespace gives `message`. */
const required = (message: string) =>
  yup
    .string()
    .required(message)
    .test('blank', message, (value) => value === undefined || value.trim() !== '');

export const distributorSchema: yup.ObjectSchema<Omit<DistributorValues, 'isAgreement'>> =
  yup.object({
    form_cooperationtype: required(M.distributorCooperationType),
    form_region: required(M.distributorRegion),
    form_country: required(M.distributorCountry),
    form_firstname: required(M.distributorName),
    form_lastname: required(M.distributorName),
    form_emil: required(M.distributorEmail),
    form_phone: required(M.distributorPhone),
    form_companyname: required(M.distributorCompanyName),
    form_companysize: required(M.distributorCompanySize),
    form_websiteurl: required(M.distributorWebsite),
    form_address: required(M.distributorAddress),
    form_brand: required(M.distributorBrand),
    form_body: required(M.distributorBody),
  });

export const EMPTY_DISTRIBUTOR: DistributorValues = {
  form_cooperationtype: '',
  form_region: '',
  form_country: '',
  form_firstname: '',
  form_lastname: '',
  form_emil: '',
  form_phone: '',
  form_companyname: '',
  form_companysize: '',
  form_websiteurl: '',
  form_address: '',
  form_brand: '',
  form_body: '',
  isAgreement: false,
};
