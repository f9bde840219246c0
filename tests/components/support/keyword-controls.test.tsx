import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type ToastApi, ToastContext } from '@/components/toast';
import { useKeywordSearch } from '@/components/use-keyword-search';
import { DraftKeywordField, SearchButton } from '@/features/support/components/keyword-controls';

function KeywordForm({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { draft, setDraft, submit } = useKeywordSearch('', onSearch);
  return (
    <form role="search" aria-label="Files" noValidate onSubmit={submit}>
      <DraftKeywordField label="Search files" draft={draft} setDraft={setDraft} type="search" />
      <SearchButton />
    </form>
  );
}

const warning = jest.fn();
const toast = { warning } as unknown as ToastApi;
const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
);

describe('a keyword box typed in before the page hydrated', () => {
  it('searches what was typed, not the empty draft the state started with', async () => {
    const onSearch = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      wrapper({ children: <KeywordForm onSearch={onSearch} /> }),
    );
    document.body.append(container);
    // The visitor types while the scripts load: the server's input holds the text.
    const box = container.querySelector('input');
    if (!box) throw new Error('no keyword box in the server HTML');
    box.value = 'manual';

    render(<KeywordForm onSearch={onSearch} />, { container, hydrate: true, wrapper });
    expect(screen.getByRole('searchbox', { name: 'Search files' })).toHaveValue('manual');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('manual');
    expect(warning).not.toHaveBeenCalled();
  });
});
