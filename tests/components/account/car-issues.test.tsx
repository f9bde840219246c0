import { screen, waitFor, within } from '@testing-library/react';
import type { ApiCarIssue, ApiCarSuggestion } from '@/contract/account-api-types';
import CarIssuesView from '@/features/account/car-issues/car-issues-view';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders, type RenderWithProvidersResult } from '../../render';
import {
  bodyOf,
  carIssue,
  carMessage,
  endRoute,
  openChatIn,
  page,
  signIn,
  vehicles,
} from './issue-fixtures';

const BASE = '/api/CarIssue';
const ALL = `${BASE}/car_issue_all`;
const MESSAGES = `${BASE}/car_suggestions_all`;
const SEND = `${BASE}/car_suggestions_send`;
const END = `${BASE}/car_issue_end`;
const ADD = `${BASE}/car_issue_add`;
const TITLE = '2019 Toyota Camry 2.5 LE · VIN 4T1B11HK5KU123456';

function server({
  issues = [carIssue()],
  messages = [carMessage()],
}: { issues?: ApiCarIssue[]; messages?: ApiCarSuggestion[] } = {}) {
  const state = { issues: [...issues], messages: [...messages] };
  const fetchMock = mockFetch({
    [ALL]: () => ({
      code: 200,
      msg: 'ok',
      garage_all: vehicles,
      car_issue_all: [...state.issues],
      page: page(state.issues.length),
    }),
    [MESSAGES]: () => ({ code: 200, msg: 'ok', car_suggestions_all: [...state.messages] }),
    [SEND]: (_url: URL, init?: RequestInit) => {
      const stored = carMessage({
        car_suggestions_id: 77,
        car_suggestions_content: String(bodyOf(init).car_suggestions_content),
      });
      state.messages.push(stored);
      return { code: 200, msg: 'Sent successfully', car_suggestions_find: stored };
    },
    [END]: endRoute('car_issue_id', (id) => {
      state.issues = state.issues.map((issue) =>
        issue.car_issue_id === id ? { ...issue, car_issue_status_id: 2 } : issue,
      );
    }),
    [ADD]: { code: 200, msg: 'Added successfully' },
  });
  return { fetchMock, state };
}

function renderPage() {
  return renderWithProviders(<CarIssuesView />);
}

async function openChat(user: RenderWithProvidersResult['user']) {
  const heading = await screen.findByRole('heading', { name: TITLE });
  const article = heading.closest('article') as HTMLElement;
  return openChatIn(user, article);
}

beforeEach(() => {
  signIn();
});

describe('car issues', () => {
  it('shows each card with its vehicle, issue, symptoms, warning light, fault code, time and status', async () => {
    server();
    renderPage();
    const heading = await screen.findByRole('heading', { name: TITLE });
    const article = heading.closest('article') as HTMLElement;
    for (const text of [
      'Rough idle when cold',
      'Shakes at idle',
      'Check engine',
      'P0301',
      '2025/04/01 08:00:00',
      'Processing',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
  });

  it('opens the chat of a car issue: its suggestions, a technician as Customer Service', async () => {
    const { fetchMock } = server({
      messages: [
        carMessage({ car_suggestions_id: 1 }),
        carMessage({
          car_suggestions_id: 2,
          user_name: '',
          car_suggestions_content: '<script>alert(1)</script>Check the plugs',
        }),
      ],
    });
    const { user } = renderPage();
    const { messages } = await openChat(user);
    expect(callsTo(fetchMock, MESSAGES)[0][0].searchParams.get('car_issue_id')).toBe('201');
    expect(within(messages).getByText('Customer Service')).toBeInTheDocument();
    expect(
      within(messages).getByText('<script>alert(1)</script>Check the plugs'),
    ).toBeInTheDocument();
    expect(messages.querySelector('script')).toBeNull();
  });

  it('warns "Please enter" for a blank message, then sends one with the vehicle and the issue', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    const { article, messages } = await openChat(user);
    const box = within(article).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('rows', '4');
    await user.click(within(article).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter');
    expect(callsTo(fetchMock, SEND)).toHaveLength(0);

    await user.type(box, 'Plugs replaced{Enter}still rough');
    await user.click(within(article).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(bodyOf(callsTo(fetchMock, SEND)[0][1])).toEqual({
      garage_id: 31,
      car_issue_id: 201,
      car_suggestions_content: 'Plugs replaced\nstill rough',
    });
    const contents = within(messages).getAllByTestId('chat-message-content');
    expect(contents.at(-1)?.textContent).toBe('Plugs replaced\nstill rough');
  });

  it('ends the issue after confirmation, then hides the box and the buttons', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    const { article } = await openChat(user);
    await user.click(within(article).getByRole('button', { name: 'End Issue' }));
    const question = await screen.findByRole('dialog', { name: 'Tips' });
    expect(question).toHaveTextContent('Are you sure to end it?');
    await user.click(within(question).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(callsTo(fetchMock, END)).toHaveLength(1));
    expect(callsTo(fetchMock, END)[0][0].searchParams.get('car_issue_id')).toBe('201');
    expect(await within(article).findByText('Closed')).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('shows a closed car issue read-only', async () => {
    server({ issues: [carIssue({ car_issue_status_id: 2 })] });
    const { user } = renderPage();
    const { article, messages } = await openChat(user);
    expect(within(messages).getByText('The engine shakes.')).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'End Issue' })).not.toBeInTheDocument();
  });

  it('adds a car issue: vehicle, issue and fault code required word for word; the label is sent', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: TITLE });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Car Issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      ACCOUNT_MESSAGES.vehicleRequired,
      ACCOUNT_MESSAGES.vehicleIssueRequired,
      ACCOUNT_MESSAGES.faultCodeRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect([
      ACCOUNT_MESSAGES.vehicleRequired,
      ACCOUNT_MESSAGES.vehicleIssueRequired,
      ACCOUNT_MESSAGES.faultCodeRequired,
    ]).toEqual([
      'Please select vehicle',
      'Please enter vehicle issue',
      'Please select Fault Codes',
    ]);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vehicle/ }), '31');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Issue description/ }),
      'Stalls at lights',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Fault code/ }), 'P0505');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, ADD)[0][1])).toEqual({
      garage_id: 31,
      car_issue_garage: TITLE,
      car_issue_content: 'Stalls at lights',
      car_issue_symptoms: '',
      car_issue_faultLight: '',
      car_issue_faultCode: 'P0505',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Car Issue' })).not.toBeInTheDocument(),
    );
  });
});
