import { waitFor, within } from '@testing-library/react';
import type { RenderWithProvidersResult } from '../../render';
import type { MockRoute } from '../../mocks/fetch';
import type {
  ApiCarIssue,
  ApiCarSuggestion,
  ApiGarageVehicle,
  ApiProductIssue,
  ApiProductIssueMessage,
  ApiProductOption,
} from '@/contract/account-api-types';

export const TOKEN = 'test-token';

/** Signs a customer in (token and user info), as the layout's guard expects. */
export function signIn(): void {
  window.localStorage.setItem('token', TOKEN);
  window.localStorage.setItem(
    'userInfo',
    JSON.stringify({ uId: 7, uName: 'Dana Driver', uEmail: 'dana@example.com', uPicture: '' }),
  );
}

export const products: ApiProductOption[] = [
  {
    product_id: 11,
    goods_model_name: 'ScanPro X5',
    product_serialNumber: 'SPX5-0001',
    product_warrantyPeriod: '2026/05/01',
  },
  {
    product_id: 12,
    goods_model_name: 'TPMS Tool 2',
    product_serialNumber: 'TPMS-0042',
    product_warrantyPeriod: '2025/12/31',
  },
];

export function productIssue(overrides: Partial<ApiProductIssue> = {}): ApiProductIssue {
  return {
    product_issues_id: 101,
    product_id: 11,
    product_issues_content: 'ScanPro X5 | SPX5-0001 | 2026/05/01',
    product_issues_addTime: '2025/03/02 10:00:00',
    product_issues_status_id: 1,
    product_issues_faultLight: 'Red power light',
    product_issues_faultCode: 'E42',
    ...overrides,
  };
}

export function productMessage(
  overrides: Partial<ApiProductIssueMessage> = {},
): ApiProductIssueMessage {
  return {
    product_troubleshootings_id: 1,
    product_troubleshootings_content: 'It does not start.',
    product_troubleshootings_addTime: '2025/03/02 10:01:00',
    user_name: 'Dana Driver',
    user_picture: '',
    ...overrides,
  };
}

export const vehicles: ApiGarageVehicle[] = [
  {
    garage_id: 31,
    garage_car_make: 'Toyota',
    garage_maker_id: 5,
    garage_car_model: 'Camry',
    garage_car_name: 'Camry 2.5 LE',
    garage_car_year: '2019',
    garage_displacement: '2.5',
    garage_drive_type_id: 1,
    garage_drive_type_name: 'FWD',
    garage_vin: '4T1B11HK5KU123456',
    country_id: 1,
    country_name: 'United States',
    garage_remarks: 'Daily driver',
  },
];

export function carIssue(overrides: Partial<ApiCarIssue> = {}): ApiCarIssue {
  return {
    car_issue_id: 201,
    garage_id: 31,
    car_issue_garage: '2019 Toyota Camry 2.5 LE · VIN 4T1B11HK5KU123456',
    car_issue_content: 'Rough idle when cold',
    car_issue_symptoms: 'Shakes at idle',
    car_issue_faultLight: 'Check engine',
    car_issue_faultCode: 'P0301',
    car_issue_addTime: '2025/04/01 08:00:00',
    car_issue_status_id: 1,
    ...overrides,
  };
}

export function carMessage(overrides: Partial<ApiCarSuggestion> = {}): ApiCarSuggestion {
  return {
    car_suggestions_id: 1,
    car_suggestions_content: 'The engine shakes.',
    car_suggestions_addTime: '2025/04/01 08:01:00',
    user_name: 'Dana Driver',
    user_picture: '',
    ...overrides,
  };
}

export const page = (total: number) => ({ currentPage: 1, total, listRows: 10 });

/** The JSON body a call sent (one function for every component test). */
export { bodyOf } from '../../mocks/fetch';

/** A promise resolved from outside (an answer the test releases when it wants). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Opens the chat of an issue's card and waits for its messages. */
export async function openChatIn(user: RenderWithProvidersResult['user'], article: HTMLElement) {
  await user.click(within(article).getByRole('button', { name: 'Chat' }));
  const messages = within(article).getByRole('list', { name: 'Messages' });
  await waitFor(() => expect(messages).toHaveAttribute('aria-busy', 'false'));
  return { article, messages };
}

/** The end route: hands `end` the id the query names under `idParam`. */
export function endRoute(idParam: string, end: (id: number) => void): MockRoute {
  return (url) => {
    end(Number(url.searchParams.get(idParam)));
    return { code: 200, msg: 'Ended successfully' };
  };
}
