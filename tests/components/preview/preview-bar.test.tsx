/** A page rendered in draft mode says so, with a keyboard-reachable way out. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exitHref, PREVIEW_BAR_TEXT, PreviewBar } from '@/components/preview-bar';

it('shows the preview notice in a labelled landmark with an exit back to this page', async () => {
  render(<PreviewBar path="/products/AD900%20Pro?tab=specs#top" />);
  const bar = screen.getByRole('complementary', { name: 'Preview' });
  expect(bar).toHaveTextContent('Preview of unpublished changes — exit');
  expect(PREVIEW_BAR_TEXT).toBe('Preview of unpublished changes');
  const exit = screen.getByRole('link', { name: 'exit' });
  expect(exit).toHaveAttribute('href', '/api/draft/exit?path=%2Fproducts%2FAD900%2520Pro');
  await userEvent.setup().tab();
  expect(exit).toHaveFocus();
});

it('exits to home from the home page', () => {
  expect(exitHref('/')).toBe('/api/draft/exit?path=%2F');
  expect(exitHref('')).toBe('/api/draft/exit?path=%2F');
});
