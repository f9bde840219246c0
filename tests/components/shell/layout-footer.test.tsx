import { act, fireEvent, screen, within } from '@testing-library/react';
import { defaultLayout, loginLayout } from '@/features/shell';
import { Footer } from '@/features/shell/components/footer';
import { TRANSLATE_WIDGET_URL } from '@/config/settings';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';

describe('layouts', () => {
  it('default layout: skip link, header, main content and footer', async () => {
    renderWithProviders(<h1>Welcome</h1>, { site: buildSite() });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome' }),
    ).toBeInTheDocument();
    // The footer's code comes after the page (site-footer.browser.tsx).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('without site data: a minimal header linking home', () => {
    renderWithProviders(<>{defaultLayout(<h1>Error</h1>, {})}</>);
    expect(screen.getByRole('link', { name: 'Diagtools home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('Error');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('login layout: no header and no footer', () => {
    renderWithProviders(<>{loginLayout(<h1>Sign In</h1>, {})}</>);
    expect(screen.getByRole('main')).toHaveTextContent('Sign In');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has menu columns, HTML blocks and social links opening in a new tab', async () => {
    renderWithProviders(<p>page</p>, { site: buildSite() });
    const footer = await screen.findByRole('contentinfo');
    const social = within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    const menu = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(menu).getByRole('link', { name: 'Battery Service' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Personal Center' })).not.toBeInTheDocument();
    expect(within(footer).getByText('Contact us')).toBeInTheDocument();
    expect(within(footer).getByText('Our store')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('loads the translation widget on demand and fails harmlessly offline', async () => {
    // The footer itself: in the layout its code comes after the page (site-footer-lazy.test.tsx).
    const { user } = renderWithProviders(<Footer site={buildSite()} />);
    expect(document.querySelector('script[src]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const script = document.querySelector<HTMLScriptElement>(
      `script[src="${TRANSLATE_WIDGET_URL}"]`,
    );
    expect(script).not.toBeNull();
    fireEvent.error(script as HTMLScriptElement);
    expect(await screen.findByText('Translation is unavailable right now')).toBeInTheDocument();
    expect(document.querySelector(`script[src="${TRANSLATE_WIDGET_URL}"]`)).toBeNull();
  });

  it('creates the widget when the script calls back', async () => {
    const TranslateElement = jest.fn();
    const win = window as unknown as {
      google?: unknown;
      googleTranslateElementInit?: () => void;
    };
    win.google = { translate: { TranslateElement } };
    const { user } = renderWithProviders(<Footer site={buildSite()} />);
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    act(() => win.googleTranslateElementInit?.());
    expect(TranslateElement).toHaveBeenCalledWith(
      { pageLanguage: 'en' },
      'google_translate_element',
    );
    expect(await screen.findByRole('status')).toBeEmptyDOMElement();
    delete win.google;
  });
});
