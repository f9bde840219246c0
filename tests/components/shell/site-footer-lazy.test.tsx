/**
 * The footer's code after the page (src/features/shell/components/site-footer.tsx on the
 * server, site-footer.browser.tsx in the browser): the server writes the whole footer at once,
 * in a Suspense boundary's marks; the browser hydrates that markup once the code has come,
 * keeping the server's nodes.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteFooter as BrowserFooter } from '@/features/shell/components/site-footer.browser';
import { Footer } from '@/features/shell/components/footer';
import { buildSite } from '../../factories/site';
import { createMockRouter } from '../../mocks/next-router';

/** What site-footer.tsx writes on the server (tests/unit/features/shell/components). */
function serverHtml(): string {
  return `<div><!--$-->${renderToString(<Footer site={buildSite()} />)}<!--/$--></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("the browser hydrates the server's footer once the code has come, nodes kept", async () => {
  const router = createMockRouter();
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const link = within(container).getByRole('link', { name: 'Battery Service' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
  );
  render(<BrowserFooter site={buildSite()} />, { container, hydrate: true, wrapper });
  // Hydrated: the site's link navigates through the router, on the server's own node.
  await waitFor(() => {
    link.click();
    expect(router.push).toHaveBeenCalled();
  });
  expect(link.isConnected).toBe(true);
  expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
});
