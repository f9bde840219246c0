/** The vendor endpoints under /api/CarIssue/ (the whole list: ../endpoints.ts). */
import type {
  CarIssueAllResponse,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
} from '../account-api-types';
import { issueEndpoints } from './endpoint';

export const CAR_ISSUE_ENDPOINTS = issueEndpoints<
  CarIssueAllResponse,
  CarSuggestionsResponse,
  CarSuggestionSendResponse
>()('/api/CarIssue', 'carIssue', 'carSuggestions');
