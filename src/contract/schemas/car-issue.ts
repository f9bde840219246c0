/** The customer's car issues and their technician chat under /api/CarIssue/. */
import { z } from 'zod';
import type {
  CarIssueAllResponse,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
} from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { apiCarIssue, apiCarSuggestion, apiGarageVehicle } from './account-payloads';
import { MAX_TEXT, requiredText, chosenId, MAX_MESSAGE, optionalText } from './fields';
import { issueOperations } from './issues';
import { operations } from './operation';

/** A new car issue: the vehicle, the issue and its fault code (required), symptoms and light. */
export const carIssueForm = z.object({
  garage_id: chosenId('garage_id', ACCOUNT_MESSAGES.vehicleRequired),
  car_issue_content: requiredText(
    'car_issue_content',
    ACCOUNT_MESSAGES.vehicleIssueRequired,
    MAX_MESSAGE,
  ),
  car_issue_faultCode: requiredText(
    'car_issue_faultCode',
    ACCOUNT_MESSAGES.faultCodeRequired,
    MAX_TEXT,
  ),
  car_issue_symptoms: optionalText('car_issue_symptoms', MAX_MESSAGE),
  car_issue_faultLight: optionalText('car_issue_faultLight', MAX_TEXT),
  car_issue_garage: optionalText('car_issue_garage', MAX_TEXT).meta({
    description: 'The vehicle label; the server builds it from the vehicle whatever is sent.',
  }),
});

const crv = {
  garage_id: 3,
  garage_car_make: 'Honda',
  garage_maker_id: 14,
  garage_car_model: 'CR-V',
  garage_car_name: 'CR-V 1.5T EX AWD',
  garage_car_year: '2021',
  garage_displacement: '1.5L',
  garage_drive_type_id: 3,
  garage_drive_type_name: 'AWD',
  garage_vin: '1HGG3WBEXMW404218',
  country_id: 1,
  country_name: 'United States',
  garage_remarks: 'Family car',
};
const catalyst = {
  car_issue_id: 4,
  garage_id: 3,
  car_issue_garage: '2021 Honda CR-V 1.5T EX AWD · VIN 1HGG3WBEXMW404218',
  car_issue_content: 'Catalyst efficiency code keeps coming back after clearing',
  car_issue_symptoms:
    'Check engine light on after about 50 miles of highway driving; no drivability issues.',
  car_issue_faultLight: 'Check engine light',
  car_issue_faultCode: 'P0420',
  car_issue_addTime: '2026/04/04 17:46:53',
  car_issue_status_id: 1,
};
const lean = {
  car_issue_id: 8,
  garage_id: 8,
  car_issue_garage: '2017 Volkswagen Golf 1.8 TSI SE · VIN 3VW75F1D5HN961858',
  car_issue_content: 'System too lean on bank 1',
  car_issue_symptoms: 'Slight hesitation under load, fuel consumption up by about 10%.',
  car_issue_faultLight: 'Check engine light',
  car_issue_faultCode: 'P0171',
  car_issue_addTime: '2026/05/28 15:21:52',
  car_issue_status_id: 1,
};
const customer = { user_name: 'Elmira Ebert', user_picture: '/uploads/avatars/user-1.svg' };

export const CAR_ISSUE_OPERATIONS = operations(
  issueOperations<CarIssueAllResponse, CarSuggestionsResponse, CarSuggestionSendResponse>()(
    'carIssue',
    'carSuggestions',
    {
      issuePrefix: 'car_issue',
      messagePrefix: 'car_suggestions',
      what: 'car issue',
      issue: apiCarIssue,
      message: apiCarSuggestion,
      subject: {
        idField: 'garage_id',
        what: 'vehicle',
        listField: 'garage_all',
        option: apiGarageVehicle,
      },
      form: carIssueForm,
      addDescription:
        'The vehicle must be in the customer’s garage; the issue’s vehicle label is built from it.',
      example: {
        subjects: [crv],
        issues: [lean, catalyst],
        total: 6,
        add: {
          body: {
            garage_id: 3,
            car_issue_content: 'Hard start when cold',
            car_issue_faultCode: 'P0128',
            car_issue_symptoms: 'Cranks for a few seconds on cold mornings.',
            car_issue_faultLight: 'None',
          },
          added: {
            ...catalyst,
            car_issue_id: 9,
            car_issue_content: 'Hard start when cold',
            car_issue_faultCode: 'P0128',
            car_issue_symptoms: 'Cranks for a few seconds on cold mornings.',
            car_issue_faultLight: 'None',
            car_issue_addTime: '2026/05/31 09:12:00',
          },
        },
        end: lean,
        chat: {
          issueId: 4,
          messages: [
            {
              car_suggestions_id: 13,
              car_suggestions_content:
                'I replaced the downstream O2 sensor last week but P0420 is back after two days.',
              car_suggestions_addTime: '2026/04/04 19:36:53',
              ...customer,
            },
          ],
        },
        send: {
          body: {
            car_issue_id: 4,
            garage_id: 3,
            car_suggestions_content:
              'Recorded: the downstream sensor switches like the upstream one.',
          },
          sent: {
            car_suggestions_id: 29,
            car_suggestions_content:
              'Recorded: the downstream sensor switches like the upstream one.',
            car_suggestions_addTime: '2026/05/31 09:12:00',
            ...customer,
          },
        },
      },
    },
  ),
);
