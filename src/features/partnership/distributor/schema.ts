/**
 * The distributor form's rules, messages word for word (docs/copy.md). Loaded with the
 * live form only (yup stays out of the page's first load). No format checks: required only.
 * The consent tick is not a rule: it is checked before validation (see the live form).
 */
import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import { PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import type { DistributorValues } from './types';

export const distributorSchema: yup.ObjectSchema<Omit<DistributorValues, 'isAgreement'>> =
  yup.object({
    form_cooperationtype: requiredText(M.distributorCooperationType),
    form_region: requiredText(M.distributorRegion),
    form_country: requiredText(M.distributorCountry),
    form_firstname: requiredText(M.distributorName),
    form_lastname: requiredText(M.distributorName),
    form_emil: requiredText(M.distributorEmail),
    form_phone: requiredText(M.distributorPhone),
    form_companyname: requiredText(M.distributorCompanyName),
    form_companysize: requiredText(M.distributorCompanySize),
    form_websiteurl: requiredText(M.distributorWebsite),
    form_address: requiredText(M.distributorAddress),
    form_brand: requiredText(M.distributorBrand),
    form_body: requiredText(M.distributorBody),
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
