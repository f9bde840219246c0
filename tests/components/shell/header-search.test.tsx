import { screen } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';

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
});
