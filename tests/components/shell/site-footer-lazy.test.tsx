/**
 * The footer's code after the page (src/features/shell/components/site-footer.browser.tsx):
 * the server's footer (site-footer.tsx) is drawn at once; in the browser it stays as the
 * server drew it until its code comes, and a click meanwhile is not lost.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { TRANSLATE_WIDGET_URL } from '@/config/settings';
import { SiteFooter as BrowserFooter } from '@/features/shell/components/site-footer.browser';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { buildSite } from '../../factories/site';
import { createMockRouter } from '../../mocks/next-router';

function serverFooter(router = createMockRouter()): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RouterContext.Provider value={router}>
      <SiteFooter site={buildSite()} />
    </RouterContext.Provider>,
  );
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('the server draws the whole footer at once', () => {
  const footer = within(serverFooter()).getByRole('contentinfo');
  expect(within(footer).getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
});

describe('in the browser, before the code comes', () => {
  function hydrate(router = createMockRouter()) {
    const container = serverFooter(router);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    );
    render(<BrowserFooter site={buildSite()} />, { container, hydrate: true, wrapper });
    return within(screen.getByRole('contentinfo'));
  }

  it("keeps the server's footer; a link goes through the router", async () => {
    const router = createMockRouter();
    const footer = hydrate(router);
    const link = footer.getByRole('link', { name: 'Battery Service' });
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith(link.getAttribute('href'));
    // The code comes: React draws the same footer.
    await waitFor(() => expect(link).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Battery Service' })).toBeInTheDocument();
  });

  it('a button clicked meanwhile is clicked again once the footer is drawn', async () => {
    const footer = hydrate();
    fireEvent.click(footer.getByRole('button', { name: 'Translate' }));
    await waitFor(() =>
      expect(document.querySelector(`script[src="${TRANSLATE_WIDGET_URL}"]`)).not.toBeNull(),
    );
    document.querySelector(`script[src="${TRANSLATE_WIDGET_URL}"]`)?.remove();
  });
});
