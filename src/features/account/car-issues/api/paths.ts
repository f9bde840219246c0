/** The car issue endpoints. */
import { endpointFolder } from '@/contract/vendor-endpoints/endpoint';
import { CAR_ISSUE_ENDPOINTS } from '@/contract/vendor-endpoints/car-issue';

const BASE = endpointFolder(CAR_ISSUE_ENDPOINTS.carIssueAll);

export const CAR_ISSUE_PATHS = {
  all: `${BASE}/car_issue_all`,
  add: `${BASE}/car_issue_add`,
  send: `${BASE}/car_suggestions_send`,
  end: `${BASE}/car_issue_end`,
  messages: `${BASE}/car_suggestions_all`,
} as const;
