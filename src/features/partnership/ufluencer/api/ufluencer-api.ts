/** The sign-up form's browser call (through the one API client). */
import { callApi } from '@/lib/api-client';
import type { UfluencerInput } from '@/contract/partnership-api-types';
import type { UfluencerValues } from '../types';
import { UFLUENCER_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/ufluencer-program';

export function toUfluencerInput(values: UfluencerValues): UfluencerInput {
  return {
    ufluencer_firstname: values.ufluencer_firstname.trim(),
    ufluencer_lastname: values.ufluencer_lastname.trim(),
    ufluencer_emil: values.ufluencer_emil.trim(),
    ufluencer_phone: values.ufluencer_phone.trim(),
    ufluencer_channels: values.ufluencer_channels.trim(),
  };
}

/** Sends the sign-up; resolves with the server's msg, throws (after the error toast) on a refusal. */
export async function sendUfluencerForm(values: UfluencerValues): Promise<string> {
  const answer = await callApi(UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramForm, {
    body: toUfluencerInput(values),
  });
  return answer.msg;
}
