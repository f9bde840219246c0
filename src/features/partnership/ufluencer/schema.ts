/**
 * The sign-up form's rules, messages word for word (docs/copy.md): all required,
 * checked when a field is left. Loaded with the live form only.
 */
import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import { PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import type { UfluencerValues } from './types';

export const ufluencerSchema: yup.ObjectSchema<UfluencerValues> = yup.object({
  ufluencer_firstname: requiredText(M.ufluencerFirstName),
  ufluencer_lastname: requiredText(M.ufluencerLastName),
  ufluencer_emil: requiredText(M.ufluencerEmail),
  ufluencer_phone: requiredText(M.ufluencerPhone),
  ufluencer_channels: requiredText(M.ufluencerChannels),
});

export const EMPTY_UFLUENCER: UfluencerValues = {
  ufluencer_firstname: '',
  ufluencer_lastname: '',
  ufluencer_emil: '',
  ufluencer_phone: '',
  ufluencer_channels: '',
};
