/** The link checks the component tests share. */
import { within } from '@testing-library/react';

/** The link named `name` inside `scope` goes to `href`. */
export function expectLinkTo(scope: HTMLElement, name: string | RegExp, href: string): void {
  expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Where each link inside `scope` goes, in order. */
export function hrefsIn(scope: HTMLElement): (string | null)[] {
  return within(scope)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

/** Each link inside `scope`: its text and where it goes, in order. */
export function linksIn(scope: HTMLElement): (string | null)[][] {
  return within(scope)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
