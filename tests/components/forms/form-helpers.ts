/** Shared steps of the form and dialog tests. */
import { act, fireEvent } from '@testing-library/react';

/** A click on the backdrop of the dialog (the first backdrop: the form's), then a moment for a close to run. */
export async function clickBackdrop(): Promise<void> {
  const backdrop = document.querySelector('.MuiBackdrop-root');
  expect(backdrop).not.toBeNull();
  fireEvent.mouseDown(backdrop as Element);
  fireEvent.click(backdrop as Element);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** Each test of the file runs with the page still loading (not idle): a live form waits for a touch. */
export function pageNotIdle(): void {
  beforeEach(() => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });
}

/** A form post that answers when the test says so. */
export function deferredAnswer() {
  let answer: (body: object) => void = () => {};
  const route = jest.fn(
    () =>
      new Promise<object>((resolve) => {
        answer = resolve;
      }),
  );
  return { route, answer: (body: object) => act(async () => answer(body)) };
}
