import { act, screen, waitFor, within } from '@testing-library/react';
import { DISCARD_TITLE } from '@/components/form/modal-dialog';
import { FIRST_STEPS } from '@/features/account/first-steps';
import type { ApiProductIssue, ApiProductIssueMessage } from '@/contract/account-api-types';
import ProductIssuesView from '@/features/account/product-issues/product-issues-view';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo, type MockRoute, mockFetch } from '../../mocks/fetch';
import { renderWithProviders, type RenderWithProvidersResult } from '../../render';
import {
  bodyOf,
  deferred,
  endRoute,
  openChatIn,
  page,
  productIssue,
  productMessage,
  products,
  signIn,
} from './issue-fixtures';

const BASE = '/api/ProductIssues';
const ALL = `${BASE}/product_issues_all`;
const MESSAGES = `${BASE}/product_troubleshootings_all`;
const SEND = `${BASE}/product_troubleshootings_send`;
const END = `${BASE}/product_issues_end`;
const ADD = `${BASE}/product_issues_add`;

interface ServerOptions {
  issues?: ApiProductIssue[];
  messages?: ApiProductIssueMessage[];
  send?: MockRoute;
}

/** A small stateful product issue API: ending closes, sending stores. */
function server({
  issues = [productIssue()],
  messages = [productMessage()],
  send,
}: ServerOptions = {}) {
  const state = { issues: [...issues], messages: [...messages], messagesHang: false };
  const fetchMock = mockFetch({
    [ALL]: () => ({
      code: 200,
      msg: 'ok',
      product_all: products,
      product_issues_all: [...state.issues],
      page: page(state.issues.length),
    }),
    [MESSAGES]: () =>
      state.messagesHang
        ? new Promise<never>(() => {})
        : { code: 200, msg: 'ok', product_troubleshootings_all: [...state.messages] },
    [SEND]:
      send ??
      ((_url: URL, init?: RequestInit) => {
        const stored = productMessage({
          product_troubleshootings_id: 99,
          product_troubleshootings_content: String(bodyOf(init).product_troubleshootings_content),
          product_troubleshootings_addTime: '2025/03/02 11:00:00',
        });
        state.messages.push(stored);
        return { code: 200, msg: 'Sent successfully', product_troubleshootings_find: stored };
      }),
    [END]: endRoute('product_issues_id', (id) => {
      state.issues = state.issues.map((issue) =>
        issue.product_issues_id === id ? { ...issue, product_issues_status_id: 2 } : issue,
      );
    }),
    [ADD]: { code: 200, msg: 'Added successfully' },
  });
  return { fetchMock, state };
}

function renderPage() {
  return renderWithProviders(<ProductIssuesView />);
}

async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('article') as HTMLElement;
}

/** Opens a card's chat and waits for its messages. */
async function openChat(
  user: RenderWithProvidersResult['user'],
  title = 'ScanPro X5 | SPX5-0001 | 2026/05/01',
) {
  return openChatIn(user, await card(title));
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
});

describe('product issues', () => {
  it('lists the issues newest first, each with its label, details, time and status', async () => {
    server({
      issues: [
        productIssue({ product_issues_id: 1, product_issues_addTime: '2025/01/01 09:00:00' }),
        productIssue({
          product_issues_id: 2,
          product_issues_content: 'TPMS Tool 2 | TPMS-0042 | 2025/12/31',
          product_issues_addTime: '2025/02/01 09:00:00',
          product_issues_status_id: 2,
          product_issues_faultLight: '',
          product_issues_faultCode: '',
        }),
      ],
    });
    renderPage();
    const list = await screen.findByRole('region', { name: 'Product issues' });
    await within(list).findAllByRole('article');
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'TPMS Tool 2 | TPMS-0042 | 2025/12/31',
      'ScanPro X5 | SPX5-0001 | 2026/05/01',
    ]);
    const [closed, open] = within(list).getAllByRole('article');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(open).getByText('Processing')).toBeInTheDocument();
    expect(within(open).getByText('Red power light')).toBeInTheDocument();
    expect(within(open).getByText('E42')).toBeInTheDocument();
    expect(within(open).getByText('2025/01/01 09:00:00')).toBeInTheDocument();
  });

  it('opens a chat: loads its messages, scrolls to the newest, shows text as text', async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 480,
    });
    const { fetchMock } = server({
      messages: [
        productMessage({ product_troubleshootings_id: 1, user_name: 'Dana Driver' }),
        productMessage({
          product_troubleshootings_id: 2,
          user_name: '',
          product_troubleshootings_content:
            'Try <b>this</b><img src=x onerror=alert(1)>\nthen reboot',
        }),
      ],
    });
    const { user } = renderPage();
    expect(callsTo(fetchMock, MESSAGES)).toHaveLength(0);
    const { messages } = await openChat(user);
    const [call] = callsTo(fetchMock, MESSAGES);
    expect(call[0].searchParams.get('product_issues_id')).toBe('101');
    expect(call[1]?.headers).toMatchObject({ Authorization: 'test-token' });

    expect(within(messages).getByText('Dana Driver')).toBeInTheDocument();
    expect(within(messages).getByText('Customer Service')).toBeInTheDocument();
    const contents = within(messages).getAllByTestId('chat-message-content');
    expect(contents[1].textContent).toBe(
      'Try <b>this</b><img src=x onerror=alert(1)>\nthen reboot',
    );
    expect(messages.querySelector('b')).toBeNull();
    expect(messages.querySelector('img[src="x"]')).toBeNull();
    expect(messages.scrollTop).toBe(480);
  });

  it('closes the chat again', async () => {
    server();
    const { user } = renderPage();
    const { article } = await openChat(user);
    await user.click(within(article).getByRole('button', { name: 'Hide chat' }));
    expect(within(article).queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('has a labelled 4-row message box; a blank message warns "Please enter" and sends nothing', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    const { article } = await openChat(user);
    const box = within(article).getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    await user.type(box, '   ');
    await user.click(within(article).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.messageRequired);
    expect(ACCOUNT_MESSAGES.messageRequired).toBe('Please enter');
    expect(callsTo(fetchMock, SEND)).toHaveLength(0);
  });

  it('shows a sent message at once, keeps it once stored and clears the box', async () => {
    const answer = deferred<object>();
    const { fetchMock, state } = server({ send: () => answer.promise });
    const { user } = renderPage();
    const { article, messages } = await openChat(user);
    const box = within(article).getByRole('textbox', { name: 'Message' });
    await user.type(box, '  Still broken  ');
    await user.click(within(article).getByRole('button', { name: 'Send' }));

    // Before the server answers.
    expect(await within(messages).findByText('Still broken')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, SEND);
    expect(call[1]?.method).toBe('POST');
    expect(bodyOf(call[1])).toEqual({
      product_id: 11,
      product_issues_id: 101,
      product_troubleshootings_content: 'Still broken',
    });

    const stored = productMessage({
      product_troubleshootings_id: 50,
      product_troubleshootings_content: 'Still broken',
    });
    state.messages.push(stored);
    await act(async () => {
      answer.resolve({
        code: 200,
        msg: 'Sent successfully',
        product_troubleshootings_find: stored,
      });
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(within(messages).getByText('Still broken')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sent successfully');
  });

  it('rolls a refused message back and keeps the text', async () => {
    const answer = deferred<object>();
    const { state } = server({ send: () => answer.promise });
    const { user } = renderPage();
    const { article, messages } = await openChat(user);
    // No re-read answers from now on: only the rollback can take the message away.
    state.messagesHang = true;
    const box = within(article).getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Please help');
    await user.click(within(article).getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText('Please help')).toBeInTheDocument();

    await act(async () => {
      answer.resolve({ code: 403, msg: 'This issue is closed' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This issue is closed');
    await waitFor(() =>
      expect(within(messages).queryByText('Please help')).not.toBeInTheDocument(),
    );
    expect(box).toHaveValue('Please help');
  });

  it('shows a technician reply that arrives while the chat is open', async () => {
    const { state } = server();
    const { user } = renderPage();
    const { messages } = await openChat(user);
    state.messages.push(
      productMessage({
        product_troubleshootings_id: 7,
        user_name: '',
        product_troubleshootings_content: 'Please update the firmware.',
      }),
    );
    expect(
      await within(messages).findByText('Please update the firmware.', {}, { timeout: 4500 }),
    ).toBeInTheDocument();
  });

  it('ends an issue only after "Are you sure to end it?", then the chat is read-only', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    const { article } = await openChat(user);

    await user.click(within(article).getByRole('button', { name: 'End Issue' }));
    let question = await screen.findByRole('dialog', { name: 'Tips' });
    expect(question).toHaveTextContent(ACCOUNT_MESSAGES.endIssueConfirm);
    expect(ACCOUNT_MESSAGES.endIssueConfirm).toBe('Are you sure to end it?');
    await user.click(within(question).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, END)).toHaveLength(0);

    const listCalls = callsTo(fetchMock, ALL).length;
    await user.click(within(article).getByRole('button', { name: 'End Issue' }));
    question = await screen.findByRole('dialog', { name: 'Tips' });
    await user.click(within(question).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(callsTo(fetchMock, END)).toHaveLength(1));
    expect(callsTo(fetchMock, END)[0][0].searchParams.get('product_issues_id')).toBe('101');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ended successfully');
    await waitFor(() => expect(callsTo(fetchMock, ALL).length).toBeGreaterThan(listCalls));
    expect(await within(article).findByText('Closed')).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'End Issue' })).not.toBeInTheDocument();
  });

  it('shows a closed issue read-only: messages, no box, no buttons', async () => {
    server({ issues: [productIssue({ product_issues_status_id: 2 })] });
    const { user } = renderPage();
    const { article, messages } = await openChat(user);
    expect(within(messages).getByText('It does not start.')).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'End Issue' })).not.toBeInTheDocument();
  });

  it('adds an issue: the product is required, then the label is sent as the content', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    await card('ScanPro X5 | SPX5-0001 | 2026/05/01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product Issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select product')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);

    const select = within(dialog).getByRole('combobox', { name: /Product/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a product',
      'ScanPro X5 | SPX5-0001 | 2026/05/01',
      'TPMS Tool 2 | TPMS-0042 | 2025/12/31',
    ]);
    await user.selectOptions(select, '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fault light' }), 'Blinking');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fault code' }), 'E7');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, ADD)[0][1])).toEqual({
      product_issues_content: 'TPMS Tool 2 | TPMS-0042 | 2025/12/31',
      product_id: 12,
      product_issues_faultLight: 'Blinking',
      product_issues_faultCode: 'E7',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Product Issue' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Added successfully');
  });

  it('keeps the Add dialog open when the server refuses; Escape asks before discarding', async () => {
    mockFetch({
      [ALL]: {
        code: 200,
        msg: 'ok',
        product_all: products,
        product_issues_all: [],
        page: page(0),
      },
      [ADD]: { code: 400, msg: 'Unknown product' },
    });
    const { user } = renderPage();
    await screen.findByText(FIRST_STEPS.productIssue.title);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product Issue' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Product/ }), '11');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull());
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue('11');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // The dialog hides the rest of the page from assistive technology: the toast too.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Unknown product');
    expect(screen.getByRole('dialog', { name: 'Add Product Issue' })).toBeInTheDocument();
  });
});
