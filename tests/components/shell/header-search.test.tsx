import { act, screen, within } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';
import { callsTo, mockFetch } from '../../mocks/fetch';

function renderHeader() {
  const site = buildSite();
  return renderWithProviders(<Header site={site} />);
}

describe('header search', () => {
  it('warns "Please enter keywords" when the keyword is empty', async () => {
    const { user, router } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.selectOptions(screen.getByLabelText('Search type'), 'goods');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter keywords')).toBeInTheDocument();
    expect(screen.getByText('Tips')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('searches products and articles alike when no type is chosen (All)', async () => {
    const { user, router } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByLabelText('Search type')).toHaveDisplayValue('All');
    await user.type(screen.getByLabelText('Keywords'), 'scanner{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?keywords=scanner');
    expect(screen.queryByText('Please select type')).not.toBeInTheDocument();
  });

  it('goes to the search page with type and keywords on Enter', async () => {
    const { user, router } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('option', { name: 'Article' })).toHaveValue('article');
    expect(screen.getByRole('option', { name: 'Products' })).toHaveValue('goods');
    await user.selectOptions(screen.getByLabelText('Search type'), 'Products');
    await user.type(screen.getByLabelText('Keywords'), ' obd2 scanner {Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?type=goods&keywords=obd2+scanner');
  });

  it('clears the keyword and type each time it opens', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.selectOptions(screen.getByLabelText('Search type'), 'article');
    await user.type(screen.getByLabelText('Keywords'), 'battery');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByLabelText('Keywords')).toHaveValue('');
    expect(screen.getByLabelText('Search type')).toHaveValue('');
  });

  describe('suggestions while typing', () => {
    const NAMES = [
      { kind: 'goods', title: 'AD900 Pro Scan Tool', href: '/products/AD900-Pro-Scan-Tool' },
      { kind: 'article', title: 'Scan Tools Explained', href: '/blogs/scan-tools-explained' },
    ];

    function suggestApi() {
      return mockFetch({
        '/api/suggest': (url: URL) => ({
          code: 200,
          msg: 'Success',
          data: (url.searchParams.get('keywords') ?? '').startsWith('sca') ? NAMES : [],
        }),
      });
    }

    it('offers the products and articles found so far, after a pause in the typing', async () => {
      const fetchMock = suggestApi();
      const { user } = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      const field = screen.getByRole('combobox', { name: 'Keywords' });
      await user.type(field, 's');
      expect(field).toHaveAttribute('aria-expanded', 'false');
      await user.type(field, 'ca');
      const list = await screen.findByRole('listbox', { name: 'Suggestions' });
      expect(field).toHaveAttribute('aria-expanded', 'true');
      const options = within(list).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'AD900 Pro Scan ToolProduct',
        'Scan Tools ExplainedArticle',
      ]);
      // Asked once the typing paused, for what was typed, never for one letter.
      const asked = callsTo(fetchMock, '/api/suggest').map(([url]) =>
        url.searchParams.get('keywords'),
      );
      expect(asked).toEqual(['sca']);
    });

    it('arrows choose a name, Enter opens it; Escape closes the list only', async () => {
      suggestApi();
      const { user, router } = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      const field = screen.getByRole('combobox', { name: 'Keywords' });
      await user.type(field, 'scan');
      await screen.findByRole('listbox', { name: 'Suggestions' });
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const second = screen.getByRole('option', { name: /Scan Tools Explained/ });
      expect(second).toHaveAttribute('aria-selected', 'true');
      expect(field).toHaveAttribute('aria-activedescendant', second.id);
      await user.keyboard('{Escape}');
      expect(field).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
      await user.type(field, 'n');
      await screen.findByRole('listbox', { name: 'Suggestions' });
      await user.keyboard('{ArrowDown}{Enter}');
      expect(router.push).toHaveBeenCalledWith('/products/AD900-Pro-Scan-Tool');
      expect(router.push).not.toHaveBeenCalledWith(expect.stringMatching(/^\/search/));
    });

    it('a click opens a name; Enter without a chosen name still searches', async () => {
      suggestApi();
      const { user, router } = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.type(screen.getByRole('combobox', { name: 'Keywords' }), 'scan');
      await user.click(await screen.findByRole('option', { name: /Scan Tools Explained/ }));
      expect(router.push).toHaveBeenCalledWith('/blogs/scan-tools-explained');

      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.type(screen.getByRole('combobox', { name: 'Keywords' }), 'scan{Enter}');
      expect(router.push).toHaveBeenLastCalledWith('/search?keywords=scan');
    });

    it('offers nothing when nothing matches', async () => {
      suggestApi();
      const { user } = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.type(screen.getByRole('combobox', { name: 'Keywords' }), 'autel');
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument();
    });
  });
});
