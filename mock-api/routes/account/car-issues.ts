/**
 * Car issues and their technician chat: the issue routes of
 * issue-routes.ts, as the product issues, on a vehicle of the customer's garage. The
 * server builds the vehicle label (`2019 Toyota Camry 2.5 LE · VIN …`) from the chosen
 * vehicle: the `car_issue_garage` a client sends is ignored.
 */
import { CARD_ROWS, ownRows, withoutOwner } from './records';
import type { DeepReadonly } from '../../store/db';
import type { DbCarIssue, DbCarSuggestion, DbGarageVehicle } from '../../schema/mock-db';
import { issueRoutes } from './issue-routes';
import { inputText } from './owned-routes';
import { CAR_ISSUE_OPERATIONS as operations } from '../../../src/contract/schemas/car-issue';
import type { RouteDef } from '../types';
import { vehicleLabel } from '../../../src/contract/vehicle-label';
import type { ApiCarSuggestion } from '../../../src/contract/account-api-types';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

export function suggestionFields(message: DeepReadonly<DbCarSuggestion>): ApiCarSuggestion {
  return {
    car_suggestions_id: message.car_suggestions_id,
    car_suggestions_content: message.car_suggestions_content,
    car_suggestions_addTime: message.car_suggestions_addTime,
    user_name: message.user_name,
    user_picture: message.user_picture,
  };
}

export const carIssueRoutes: RouteDef[] = issueRoutes<
  DbCarIssue,
  DbCarSuggestion,
  DbGarageVehicle,
  { content: string; faultCode: string; symptoms: string; faultLight: string }
>({
  kind: 'car',
  base: endpointFolder(VENDOR_ENDPOINTS.carIssue.carIssueAll),
  issuePrefix: 'car_issue',
  messagePrefix: 'car_suggestions',
  summaries: {
    list: `The customer's garage vehicles and car issues, newest first, ${CARD_ROWS} a page (?page=)`,
    add: "Opens an issue on one of the customer's vehicles (garage_id, car_issue_content, car_issue_faultCode, car_issue_symptoms, car_issue_faultLight); the vehicle label is built by the server",
    send: 'Sends a message on an open car issue of the customer (garage_id, car_issue_id, car_suggestions_content); a technician answers shortly after',
    end: 'Closes an open car issue of the customer (?car_issue_id=)',
    chat: "The messages of one of the customer's car issues, oldest first (?car_issue_id=)",
  },
  operations: {
    list: operations.carIssueAll,
    add: operations.carIssueAdd,
    send: operations.carSuggestionsSend,
    end: operations.carIssueEnd,
    chat: operations.carSuggestionsAll,
  },
  issues: { table: 'car_issues', what: 'car issue', id: (i) => i.car_issue_id },
  messages: {
    table: 'car_suggestions',
    id: (m) => m.car_suggestions_id,
    issueId: (m) => m.car_issue_id,
    fields: suggestionFields,
    create: ({ id, issueId, content, addTime, author }) => ({
      car_suggestions_id: id,
      car_issue_id: issueId,
      car_suggestions_content: content,
      car_suggestions_addTime: addTime,
      ...author,
    }),
  },
  subjects: {
    table: 'garages',
    idField: 'garage_id',
    id: (g) => g.garage_id,
    what: 'vehicle',
    listField: 'garage_all',
    options: (data, uId) =>
      ownRows<DbGarageVehicle>(data.garages ?? [], uId, (g) => g.garage_id).map(withoutOwner),
  },
  subjectOf: (i) => i.garage_id,
  isOpen: (i) => i.car_issue_status_id === 1,
  close: (i) => {
    i.car_issue_status_id = 2;
  },
  readDetails: (input) => ({
    content: inputText(input, 'car_issue_content'),
    faultCode: inputText(input, 'car_issue_faultCode'),
    symptoms: inputText(input, 'car_issue_symptoms'),
    faultLight: inputText(input, 'car_issue_faultLight'),
  }),
  create: ({ id, subject, details, addTime, uId }) => ({
    car_issue_id: id,
    garage_id: subject.garage_id,
    car_issue_garage: vehicleLabel(subject),
    car_issue_content: details.content,
    car_issue_symptoms: details.symptoms,
    car_issue_faultLight: details.faultLight,
    car_issue_faultCode: details.faultCode,
    car_issue_addTime: addTime,
    car_issue_status_id: 1,
    uId,
  }),
});
