/** A link check the component tests share. */
import { within } from '@testing-library/react';

/** The link named `name` inside `scope` goes to `href`. */
export function expectLinkTo(scope: HTMLElement, name: string | RegExp, href: string): void {
  expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
}
