/** Shared pieces of the record table page tests (serial numbers, orders, boxes, garage). */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ApiPage } from '@/contract/api-types';
import { bodyOf, callsTo, type FetchMock, type MockRoute } from '../../mocks/fetch';

export type User = ReturnType<typeof userEvent.setup>;

export const TOKEN = 'tok-account';

export function signIn(): void {
  localStorage.setItem('token', TOKEN);
}

export function pageOf(total: number, currentPage = 1, listRows = 10): ApiPage {
  return { currentPage, total, listRows };
}

export const ok = (msg = 'Success', extra: object = {}) => ({ code: 200, msg, ...extra });
export const refused = (msg: string) => ({ code: 400, msg });

/** The JSON body a call sent (one function for every component test). */
export { bodyOf };

/** The bodies posted to a path. */
export function bodiesTo(fetchMock: FetchMock, path: string): unknown[] {
  return callsTo(fetchMock, path).map(([, init]) => bodyOf(init));
}

/** The bodies POSTed to a path that is also read with GETs (an edit loads, then posts). */
export function postsTo(fetchMock: FetchMock, path: string): unknown[] {
  return callsTo(fetchMock, path)
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => bodyOf(init));
}

/** The queries of the GETs sent to a path. */
export function queriesTo(fetchMock: FetchMock, path: string): Record<string, string>[] {
  return callsTo(fetchMock, path).map(([url]) => Object.fromEntries(url.searchParams));
}

/** The table row that shows this text. */
export async function rowWith(text: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** Types at once (MUI fields are slow to type into key by key under jsdom). */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

export async function openAdd(user: User, title: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: title });
}

/** Clicks Edit in the row that shows this text; the edit dialog of that title. */
export async function openEdit(user: User, rowText: string, title: string): Promise<HTMLElement> {
  await user.click(within(await rowWith(rowText)).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: title });
}

/** An edit endpoint: GET finds `record` under `findKey`, POST saves it. */
export function editAnswers(findKey: string, record: object, edited = 'Edited'): MockRoute {
  return (_url, init) => (init?.method === 'POST' ? ok(edited) : { ...ok(), [findKey]: record });
}

/** The add dialog of this title closed and the add's message shows. */
export async function addedAndClosed(title: string): Promise<void> {
  await dialogClosed(title);
  expect(await screen.findByText('Added successfully')).toBeInTheDocument();
}

export async function submit(user: User, dialog: HTMLElement): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

export async function dialogClosed(title: string): Promise<void> {
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument(),
  );
}

/** Answers the strict yes/no confirmation, after checking its question word for word. */
export async function answer(user: User, question: string, yes: boolean): Promise<void> {
  const confirm = await screen.findByRole('dialog', { name: 'Tips' });
  expect(within(confirm).getByText(question, { exact: true })).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: yes ? 'YES' : 'NO' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Tips' })).not.toBeInTheDocument(),
  );
}

/** Searching with an empty box warns with the exact words and asks nothing. */
export async function expectEmptySearchWarning(
  user: User,
  fetchMock: FetchMock,
  keywordPath: string,
  message: string,
): Promise<void> {
  const search = screen.getByRole('search');
  await user.type(within(search).getByRole('textbox'), '   ');
  await user.click(within(search).getByRole('button', { name: 'Search' }));
  expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
  expect(callsTo(fetchMock, keywordPath)).toHaveLength(0);
}

/** Asks for page 2 through the pager. */
export async function expectPageTwo(user: User, fetchMock: FetchMock, allPath: string) {
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() =>
    expect(queriesTo(fetchMock, allPath).some((query) => query.page === '2')).toBe(true),
  );
}
