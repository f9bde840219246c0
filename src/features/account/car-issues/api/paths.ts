/** The car issue endpoints. */
import { endpointFolder, VENDOR_ENDPOINTS } from '@/contract/endpoints';

const BASE = endpointFolder(VENDOR_ENDPOINTS.carIssue.carIssueAll);

export const CAR_ISSUE_PATHS = {
  all: `${BASE}/car_issue_all`,
  add: `${BASE}/car_issue_add`,
  send: `${BASE}/car_suggestions_send`,
  end: `${BASE}/car_issue_end`,
  messages: `${BASE}/car_suggestions_all`,
} as const;
