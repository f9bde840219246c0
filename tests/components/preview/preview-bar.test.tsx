/** Issue 22: a page rendered in draft mode says so, with a keyboard-reachable way out. */
import { screen } from '@testing-library/react';
import PreviewBar, { exitHref, PREVIEW_BAR_TEXT } from '@/components/preview-bar';
import { renderWithProviders } from '../../render';

it('shows the preview notice in a labelled landmark with an exit back to this page', async () => {
  const { user } = renderWithProviders(<PreviewBar />, {
    route: '/products/AD900%20Pro?tab=specs#top',
  });
  const bar = screen.getByRole('complementary', { name: 'Preview' });
  expect(bar).toHaveTextContent(`${PREVIEW_BAR_TEXT} — exit`);
  expect(bar).toHaveTextContent('Preview of unpublished changes');
  const exit = screen.getByRole('link', { name: 'exit' });
  expect(exit).toHaveAttribute('href', '/api/draft/exit?path=%2Fproducts%2FAD900%2520Pro');
  await user.tab();
  expect(exit).toHaveFocus();
});

it('exits to home from the home page', () => {
  expect(exitHref('/')).toBe('/api/draft/exit?path=%2F');
  expect(exitHref('')).toBe('/api/draft/exit?path=%2F');
});
