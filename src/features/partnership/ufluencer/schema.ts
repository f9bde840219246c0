/**
 * The sign-up form's rules, messages word for word (spec 4, section 5): all required,
 * checked when a field is left. Loaded with the live form only.
 */
import * as yup from 'yup';
import { PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import type { UfluencerValues } from './types';

const required = (message: string) =>
  yup
    .string()
    .required(message)
    .test('blank', message, (value) => value === undefined || value.trim() !== '');

export const ufluencerSchema: yup.ObjectSchema<UfluencerValues> = yup.object({
  ufluencer_firstname: required(M.ufluencerFirstName),
  ufluencer_lastname: required(M.ufluencerLastName),
  ufluencer_emil: required(M.ufluencerEmail),
  ufluencer_phone: required(M.ufluencerPhone),
  ufluencer_channels: required(M.ufluencerChannels),
});

export const EMPTY_UFLUENCER: UfluencerValues = {
  ufluencer_firstname: '',
  ufluencer_lastname: '',
  ufluencer_emil: '',
  ufluencer_phone: '',
  ufluencer_channels: '',
};
